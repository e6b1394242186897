import { Link } from 'react-router';
import { orderLineStateLabels, type StaffOrderLine } from '@portal/shared/orders/staff';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { formatCop, formatDate, formatDateTime } from '@/lib/format';

const stateTones: Record<StaffOrderLine['estado'], BadgeTone> = {
  pendiente: 'warning',
  aceptada: 'success',
  rechazada: 'danger',
};

interface OrderLineCardProps {
  line: StaffOrderLine;
  onReject(): void;
  /** In the list: a link to the line's own screen, with its conversation. */
  showConversationLink?: boolean;
}

/** One ordered position as the company configured it, with what staff can do with it now. */
export function OrderLineCard({ line, onReject, showConversationLink = false }: OrderLineCardProps) {
  const { pedido } = line;
  const tone = stateTones[line.estado];
  const label = orderLineStateLabels[line.estado];
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="text-xs text-slate-600">
            Orden N.º {line.id_orden} · {formatDateTime(line.fecha)}
          </p>
          <h2 className="text-lg font-bold text-slate-900">{line.cargo}</h2>
          <p className="text-sm text-slate-700">
            {line.empresa}
            {line.categoria ? ` · ${line.categoria}` : ''}
          </p>
        </div>
        <Badge tone={tone}>{label}</Badge>
      </div>
      <p className="text-sm text-slate-800">
        {pedido.quantity} {pedido.quantity === 1 ? 'persona' : 'personas'} · {formatCop(pedido.customSalary)}{' '}
        · {pedido.workType}
        {pedido.schedule ? ` (${pedido.schedule})` : ''} · {pedido.nombre_ciudad}, {pedido.location} · desde{' '}
        {formatDate(pedido.startDate)} · experiencia {pedido.experienceLevel}
      </p>
      {pedido.selectedSkills.length > 0 && (
        <p className="text-sm text-slate-600">Habilidades: {pedido.selectedSkills.join(', ')}</p>
      )}
      {pedido.jobDescription && <p className="text-sm text-slate-600">{pedido.jobDescription}</p>}
      {line.estado === 'rechazada' && <p className="text-sm text-red-800">Motivo: {line.motivo_rechazo}</p>}
      <div className="flex flex-wrap gap-2">
        {line.estado === 'pendiente' && (
          <>
            <LinkButton to={`/dashboard/vacantes/nueva?orden=${line.id_proceso}`}>Abrir vacante</LinkButton>
            <Button variant="secondary" onPress={onReject}>
              Rechazar
            </Button>
          </>
        )}
        {showConversationLink && (
          <Link
            to={`/dashboard/ordenes/${line.id_proceso}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Conversación con la empresa
          </Link>
        )}
        {line.estado !== 'rechazada' && (
          <Link
            to={`/dashboard/candidatos/coincidencias?id_proceso=${line.id_proceso}`}
            aria-label={`Candidatos sugeridos para ${line.cargo}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Candidatos sugeridos
          </Link>
        )}
        {line.id_vacante !== null && (
          <Link
            to={`/dashboard/vacantes/${line.id_vacante}`}
            className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline"
          >
            Ver la vacante y su proceso
          </Link>
        )}
      </div>
    </li>
  );
}
