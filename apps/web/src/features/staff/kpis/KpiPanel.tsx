import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useRef, type ReactNode } from 'react';
import type { Kpis } from '@portal/shared/kpis';
import { FormAlert } from '@/components/ui/FormAlert';
import { Spinner } from '@/components/ui/Spinner';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useNearScreenWhenIdle } from '@/lib/use-near-screen-when-idle';
import { kpisQuery } from './api';
import { funnelRows } from './chart-data';
import { Outcomes } from './Outcomes';

// The bar charts (recharts, the heaviest code of the panel) load after the figures and tables are on
// screen, once their box is near the screen and the browser is idle: on a phone they sit below the
// first screen. The box keeps its height meanwhile, so nothing moves when they arrive (0073, 0077).
const FunnelBars = lazy(() => import('./KpiCharts').then((module) => ({ default: module.FunnelBars })));
const SourceBars = lazy(() => import('./KpiCharts').then((module) => ({ default: module.SourceBars })));

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
  const box = useRef<HTMLDivElement>(null);
  const drawn = useNearScreenWhenIdle(box);
  return (
    <figure className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <figcaption className="mb-3 font-semibold text-slate-900">{title}</figcaption>
      <div ref={box} aria-hidden className="h-64">
        {drawn && <Suspense fallback={null}>{children}</Suspense>}
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
      <FunnelBars kpis={kpis} />
    </ChartCard>
  );
}

function SourcesChart({ kpis }: { kpis: Kpis }) {
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
      <SourceBars kpis={kpis} />
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
