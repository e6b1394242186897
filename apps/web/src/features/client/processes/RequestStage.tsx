import type { ProcessDetail } from '@portal/shared/processes/client';
import { FormAlert } from '@/components/ui/FormAlert';
import { formatCop, formatDate } from '@/lib/format';

type Fact = [label: string, value: string];

function Facts({ title, facts }: { title: string; facts: Fact[] }) {
  return (
    <div className="space-y-2">
      <h3 className="text-sm font-semibold text-slate-800">{title}</h3>
      <dl className="grid grid-cols-2 gap-2 sm:gap-3">
        {facts.map(([label, value]) => (
          <div key={label} className="rounded-lg bg-slate-50 p-2.5 sm:p-3">
            <dt className="text-xs text-slate-600">{label}</dt>
            <dd className="text-sm font-semibold break-words text-slate-900 sm:text-base">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

const yesNo = (value: boolean) => (value ? 'Sí' : 'No');

/** Stage 1, Solicitud: the position as ordered and what the agency has done with it. */
export function RequestStage({ process }: { process: ProcessDetail }) {
  const { solicitud } = process;
  const { pedido, vacante } = solicitud;
  return (
    <div className="space-y-5">
      <p className="text-sm text-slate-700">{process.descripcion}</p>
      {pedido && (
        <Facts
          title="Lo que pediste"
          facts={[
            ['Cargo', solicitud.categoria ? `${solicitud.cargo} · ${solicitud.categoria}` : solicitud.cargo],
            ['Personas', String(pedido.quantity)],
            ['Salario ofrecido', formatCop(pedido.customSalary)],
            ['Experiencia', pedido.experienceLevel],
            [
              'Tipo de trabajo',
              pedido.schedule ? `${pedido.workType} · ${pedido.schedule}` : pedido.workType,
            ],
            ['Ciudad y ubicación', `${pedido.nombre_ciudad} · ${pedido.location}`],
            ['Fecha de inicio', formatDate(pedido.startDate)],
            ['Habilidades', pedido.selectedSkills.join(', ') || 'Ninguna en particular'],
            ['Requiere viajar', yesNo(pedido.requiresTravel)],
            ['Horario flexible', yesNo(pedido.flexibleHours)],
          ]}
        />
      )}
      {pedido?.jobDescription && <p className="text-sm text-slate-700">{pedido.jobDescription}</p>}
      {solicitud.estado === 'pendiente' && (
        <FormAlert tone="info">
          La agencia está revisando tu orden. Cuando abra la vacante verás aquí su avance.
        </FormAlert>
      )}
      {solicitud.estado === 'rechazada' && (
        <FormAlert tone="warning">
          La agencia no pudo atender este cargo: {solicitud.motivo_rechazo}
        </FormAlert>
      )}
      {vacante && (
        <>
          <Facts
            title="Lo que hizo la agencia"
            facts={[
              ['Ciudad', `${vacante.ciudad} · ${vacante.lugar}`],
              ['Salario publicado', formatCop(vacante.salario)],
              ['Turno', vacante.turno],
              ['Cierre de la convocatoria', formatDate(vacante.fecha_cierre)],
              ['Postulaciones', String(vacante.postulaciones)],
              ['Contratados', `${vacante.contratados} de ${vacante.cantidad_vacantes}`],
            ]}
          />
          <a
            href={`/vacancy/${vacante.id_vacante}`}
            className="inline-block text-sm font-semibold text-brand-800 underline"
          >
            Ver la vacante publicada
          </a>
        </>
      )}
    </div>
  );
}
