import type { ReactNode } from 'react';
import {
  type Assignment,
  assignmentMessages as messages,
  assignmentStateLabels,
  endReasonLabels,
  replacementReasonLabels,
} from '@portal/shared/assignments/assignment';
import { causalLabels } from '@portal/shared/assignments/terms';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { formatCop, formatDate } from '@/lib/format';
import { ContractStatus } from './contract/ContractStatus';

/** The state as a word with a tone by urgency: days left under 15 warn, a passed end is danger. */
function stateBadge(assignment: Assignment): { text: string; tone: BadgeTone } {
  const days = assignment.dias_restantes;
  if (assignment.estado === 'terminada') return { text: assignmentStateLabels.terminada, tone: 'neutral' };
  if (assignment.estado === 'por_iniciar') return { text: assignmentStateLabels.por_iniciar, tone: 'info' };
  if (days === null) return { text: assignmentStateLabels[assignment.estado], tone: 'info' };
  if (days < 0) return { text: messages.overdue(-days), tone: 'danger' };
  return { text: messages.daysLeft(days), tone: days <= 15 ? 'warning' : days <= 30 ? 'info' : 'success' };
}

interface AssignmentCardProps {
  assignment: Assignment;
  /** Who reads it: the worker sees the company, the company and the agency see the worker. */
  reader: 'candidato' | 'empresa' | 'agencia';
  /** The agency's buttons (extend, end), composed by its screen. */
  actions?: ReactNode;
  /** h2 right under a screen's title; h3 inside a section that has its own h2. */
  heading?: 'h2' | 'h3';
}

/** One assignment: who and where, why (the causal), its dates against the law's limit, and its history. */
export function AssignmentCard({
  assignment,
  reader,
  actions,
  heading: Heading = 'h2',
}: AssignmentCardProps) {
  const badge = stateBadge(assignment);
  const title = reader === 'candidato' ? assignment.empresa : `${assignment.trabajador}`;
  const subtitle =
    reader === 'agencia' ? `${assignment.servicio} · ${assignment.empresa}` : assignment.servicio;
  return (
    <li className="space-y-2 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <Heading className="mr-auto font-semibold text-slate-900">{title}</Heading>
        {assignment.prorrogas.length > 0 && <Badge tone="neutral">{messages.extendedTag}</Badge>}
        <Badge tone={badge.tone}>{badge.text}</Badge>
      </div>
      <p className="text-sm font-medium text-brand-900">{subtitle}</p>
      <dl className="grid grid-cols-1 gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div>
          <dt className="inline text-slate-500">Inicio: </dt>
          <dd className="inline">{formatDate(assignment.inicio)}</dd>
        </div>
        <div>
          <dt className="inline text-slate-500">{messages.plannedEndLabel}: </dt>
          <dd className="inline">{formatDate(assignment.fin_previsto)}</dd>
        </div>
        {reader !== 'candidato' && assignment.estado !== 'terminada' && (
          <div>
            <dt className="inline text-slate-500">{messages.legalLastDay}: </dt>
            <dd className="inline">
              {assignment.fin_maximo ? formatDate(assignment.fin_maximo) : messages.untilAbsenceEnds}
            </dd>
          </div>
        )}
        <div>
          <dt className="inline text-slate-500">Salario: </dt>
          <dd className="inline">
            {formatCop(assignment.salario)}
            {assignment.tiempo_completo ? '' : ' (tiempo parcial)'}
          </dd>
        </div>
        <div className="sm:col-span-2">
          <dt className="inline text-slate-500">Causal: </dt>
          <dd className="inline">
            {causalLabels[assignment.causal]}
            {assignment.reemplazo_motivo &&
              ` · ${replacementReasonLabels[assignment.reemplazo_motivo]}${
                reader === 'candidato' ? '' : ` de ${assignment.reemplazo_persona}`
              }`}
          </dd>
        </div>
      </dl>
      {assignment.prorrogas.length > 0 && (
        <ul className="space-y-0.5 text-xs text-slate-600">
          {assignment.prorrogas.map((extension) => (
            <li key={extension.en}>
              Prorrogada del {formatDate(extension.fin_anterior)} al {formatDate(extension.fin_nuevo)}
              {reader === 'agencia' && ` por ${extension.por} el ${formatDate(extension.en)}`}
              {extension.nota && reader !== 'candidato' ? ` · ${extension.nota}` : ''}
            </li>
          ))}
        </ul>
      )}
      {assignment.terminada_el && assignment.motivo_terminacion && (
        <p className="text-sm text-slate-700">
          Terminó el {formatDate(assignment.terminada_el)}: {endReasonLabels[assignment.motivo_terminacion]}.
        </p>
      )}
      <ContractStatus assignment={assignment} reader={reader} />
      {actions && <div className="flex flex-wrap gap-2 pt-1">{actions}</div>}
    </li>
  );
}
