import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { Kpis } from '@portal/shared/kpis';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { kpisQuery } from './api';
import { funnelRows, sourceRows } from './chart-data';
import { Outcomes } from './Outcomes';

const SOURCE_COLOURS = ['#1e4f8a', '#c2571a', '#2f855a', '#6b46c1', '#b7791f', '#2c7a7b', '#9b2c2c'];

function Figure({ label, value, hint }: { label: string; value: number | null; hint?: string }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-bold text-brand-900">{value === null ? '—' : formatNumber(value)}</dd>
      {hint && <dd className="text-xs text-slate-600">{hint}</dd>}
    </div>
  );
}

function Figures({ kpis }: { kpis: Kpis }) {
  return (
    <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
      <Figure label="Vacantes abiertas" value={kpis.vacantes_abiertas} />
      <Figure label="Postulaciones" value={kpis.postulaciones} />
      <Figure label="Sin cambios hace 5 días o más" value={kpis.estancadas} />
      <Figure label="Documentos pedidos sin respuesta" value={kpis.solicitudes_pendientes} />
      <Figure label="Documentos pedidos y cargados" value={kpis.solicitudes_completadas} />
      <Figure
        label="Días para contratar"
        value={kpis.dias_para_contratar}
        hint={`Promedio de ${formatNumber(kpis.vacantes_con_contratacion)} vacante${kpis.vacantes_con_contratacion === 1 ? '' : 's'} con contratación`}
      />
    </dl>
  );
}

/** A chart for the eyes, and the same figures as a table for screen readers. */
function ChartCard({ title, table, children }: { title: string; table: ReactNode; children: ReactNode }) {
  return (
    <figure className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
      <div aria-hidden className="h-64">
        {children}
      </div>
      <div className="sr-only">{table}</div>
    </figure>
  );
}

function FunnelChart({ kpis }: { kpis: Kpis }) {
  const rows = funnelRows(kpis);
  return (
    <ChartCard
      title="Embudo de postulaciones"
      table={
        <table>
          <caption>Postulaciones que llegaron a cada estado</caption>
          <tbody>
            {rows.map((row) => (
              <tr key={row.estado}>
                <th scope="row">{row.estado}</th>
                <td>
                  {formatNumber(row.total)} ({formatNumber(row.porcentaje)} %)
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={rows} layout="vertical" margin={{ left: 8, right: 24 }}>
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
    </ChartCard>
  );
}

function SourcesChart({ kpis }: { kpis: Kpis }) {
  const { sources, rows } = sourceRows(kpis);
  return (
    <ChartCard
      title="Postulaciones por vacante y origen"
      table={
        <table>
          <caption>Postulaciones por vacante y origen</caption>
          <tbody>
            {kpis.por_fuente.map((row) => (
              <tr key={`${row.id_vacante}-${row.fuente}`}>
                <th scope="row">
                  {row.titulo}, {row.fuente}
                </th>
                <td>{formatNumber(row.total)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    >
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
    </ChartCard>
  );
}

/** The dashboard home's figures and charts; loaded on demand so charts never weigh on other screens. */
export default function KpiPanel() {
  const kpis = useQuery(kpisQuery);
  if (kpis.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> Calculando indicadores...
      </p>
    );
  if (kpis.error) return <FormAlert tone="error">No pudimos calcular los indicadores.</FormAlert>;
  return (
    <section aria-labelledby="indicadores" className="space-y-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="indicadores" className="text-lg font-semibold text-slate-900">
          Indicadores
        </h2>
        <p className="text-xs text-slate-600">Calculados {formatDateTime(kpis.data.calculado_en)}</p>
      </div>
      <Figures kpis={kpis.data} />
      <div className="grid gap-4 lg:grid-cols-2">
        <FunnelChart kpis={kpis.data} />
        <SourcesChart kpis={kpis.data} />
      </div>
      <Outcomes kpis={kpis.data} />
    </section>
  );
}
