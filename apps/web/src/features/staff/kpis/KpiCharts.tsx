import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Kpis } from '@portal/shared/kpis';
import { formatNumber } from '@/lib/format';
import { funnelRows, sourceRows } from './chart-data';

const SOURCE_COLOURS = ['#1e4f8a', '#c2571a', '#2f855a', '#6b46c1', '#b7791f', '#2c7a7b', '#9b2c2c'];

/**
 * The KPI panel's bar charts, for the eyes only (the panel writes the same figures as tables for
 * screen readers). Their own module: recharts loads after the figures are on screen (decision 0073).
 */
export function FunnelBars({ kpis }: { kpis: Kpis }) {
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart
        accessibilityLayer={false}
        data={funnelRows(kpis)}
        layout="vertical"
        margin={{ left: 8, right: 24 }}
      >
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatNumber} />
        <YAxis type="category" dataKey="estado" width={120} tick={{ fontSize: 12 }} />
        <Tooltip
          formatter={(value, _name, item) => [
            `${formatNumber(Number(value))} (${formatNumber(item.payload.porcentaje)} %)`,
            'Postulaciones',
          ]}
        />
        <Bar dataKey="total" fill="#1e4f8a" radius={[0, 4, 4, 0]} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

export function SourceBars({ kpis }: { kpis: Kpis }) {
  const { sources, rows } = sourceRows(kpis);
  return (
    <ResponsiveContainer width="100%" height="100%">
      <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ left: 8, right: 16 }}>
        <CartesianGrid strokeDasharray="3 3" horizontal={false} />
        <XAxis type="number" allowDecimals={false} tickFormatter={formatNumber} />
        <YAxis type="category" dataKey="titulo" width={130} tick={{ fontSize: 11 }} />
        <Tooltip formatter={(value) => formatNumber(Number(value))} />
        <Legend />
        {sources.map((source, index) => (
          <Bar
            key={source}
            dataKey={source}
            stackId="fuente"
            fill={SOURCE_COLOURS[index % SOURCE_COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
