import type { Kpis } from '@portal/shared/kpis';
import { conversion } from '@portal/shared/kpi-funnel';
import { formatNumber } from '@/lib/format';

const percent = (part: number, whole: number) => `${formatNumber(conversion(part, whole))} %`;

/** What the talent pool's invitations became: each step with its share of those sent. */
function Invitations({ kpis }: { kpis: Kpis }) {
  const { enviadas, abiertas, postuladas, contratadas } = kpis.invitaciones;
  const steps = [
    ['Enviadas', enviadas],
    ['Abiertas', abiertas],
    ['Se postularon', postuladas],
    ['Contratadas', contratadas],
  ] as const;
  return (
    <section aria-labelledby="kpi-invitaciones" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="kpi-invitaciones" className="mb-3 font-semibold text-slate-900">
        Invitaciones de la base de talento
      </h3>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {steps.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-slate-600">{label}</dt>
            <dd className="text-xl font-bold text-brand-900">{formatNumber(value)}</dd>
            {label !== 'Enviadas' && <dd className="text-xs text-slate-600">{percent(value, enviadas)}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}

/** Every source with its applications and hires: which sources bring people who get hired. */
function Sources({ kpis }: { kpis: Kpis }) {
  return (
    <section aria-labelledby="kpi-fuentes" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <h3 id="kpi-fuentes" className="mb-3 font-semibold text-slate-900">
        Origen de las postulaciones y contrataciones
      </h3>
      {kpis.fuentes.length === 0 ? (
        <p className="text-sm text-slate-600">Aún no hay postulaciones.</p>
      ) : (
        <table className="w-full text-sm">
          <thead>
            <tr className="text-left text-slate-600">
              <th scope="col" className="py-1 font-medium">
                Origen
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Postulaciones
              </th>
              <th scope="col" className="py-1 text-right font-medium">
                Contratadas
              </th>
            </tr>
          </thead>
          <tbody>
            {kpis.fuentes.map((row) => (
              <tr key={row.fuente} className="border-t border-slate-100">
                <th scope="row" className="py-1 text-left font-normal">
                  {row.fuente}
                </th>
                <td className="py-1 text-right">{formatNumber(row.postulaciones)}</td>
                <td className="py-1 text-right">
                  {formatNumber(row.contratadas)}{' '}
                  <span className="text-xs text-slate-600">
                    ({percent(row.contratadas, row.postulaciones)})
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

/** The KPIs that say which sources and invitations work (decision 0067). */
export function Outcomes({ kpis }: { kpis: Kpis }) {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Invitations kpis={kpis} />
      <Sources kpis={kpis} />
    </div>
  );
}
