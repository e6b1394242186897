import type { ProcessDetail } from '@portal/shared/client-processes';
import { formatCop, formatDate } from '@/lib/format';

/** Stage 1, Solicitud: the position as ordered and what the agency has done with it. */
export function RequestStage({ process }: { process: ProcessDetail }) {
  const { solicitud } = process;
  const facts: [string, string][] = [
    ['Cargo', solicitud.cargo],
    ['Ciudad', `${solicitud.ciudad} · ${solicitud.lugar}`],
    ['Salario', formatCop(solicitud.salario)],
    ['Turno', solicitud.turno],
    ['Personas', String(solicitud.cantidad_vacantes)],
    ['Cierre de la convocatoria', formatDate(solicitud.fecha_cierre)],
    ['Postulaciones', String(solicitud.postulaciones)],
    ['Contratados', `${solicitud.contratados} de ${solicitud.cantidad_vacantes}`],
  ];
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{process.descripcion}</p>
      <dl className="grid gap-3 sm:grid-cols-2">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="font-semibold text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <a
        href={`/vacancy/${process.id}`}
        className="inline-block text-sm font-semibold text-brand-800 underline"
      >
        Ver la vacante publicada
      </a>
    </div>
  );
}
