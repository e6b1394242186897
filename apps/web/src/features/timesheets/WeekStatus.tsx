import type { ReactNode } from 'react';
import {
  type Timesheet,
  timesheetMessages as messages,
  weekStateLabels,
} from '@portal/shared/timesheets/timesheet';
import { Badge } from '@/components/ui/Badge';
import { formatTimestamp } from '@/lib/format';
import { formatMinutes, weekStateTone } from './format';

/** Why the week cannot be changed by this reader, when it cannot. */
function lockReason(sheet: Timesheet) {
  if (sheet.editable) return null;
  if (sheet.estado === 'aprobada') return messages.approvedNotice;
  return messages.closedNotice;
}

/**
 * The week's state and total, when the company reviewed it, its return comment, and why it is locked;
 * `action` ends the first line (the wide screen's 'Registrar un turno').
 */
export function WeekStatus({ sheet, action }: { sheet: Timesheet; action?: ReactNode }) {
  const locked = lockReason(sheet);
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Badge tone={weekStateTone[sheet.estado]}>{weekStateLabels[sheet.estado]}</Badge>
        <p className="text-sm text-slate-700">
          Total: <span className="font-semibold text-slate-900">{formatMinutes(sheet.total_minutos)}</span>
        </p>
        {sheet.revisada_en && sheet.estado !== 'pendiente' && (
          <p className="text-sm text-slate-600">Revisada el {formatTimestamp(sheet.revisada_en)}</p>
        )}
        {action && <div className="ml-auto">{action}</div>}
      </div>
      {sheet.comentario && (
        <div
          className={`rounded-lg px-4 py-3 text-sm ring-1 ${
            sheet.estado === 'devuelta'
              ? 'bg-red-50 text-red-900 ring-red-200'
              : 'bg-slate-50 text-slate-800 ring-slate-200'
          }`}
        >
          <p className="font-semibold">
            {sheet.estado === 'devuelta' ? messages.returnedNotice : messages.earlierComment}
          </p>
          <p className="mt-1 whitespace-pre-line">«{sheet.comentario}»</p>
        </div>
      )}
      {locked && <p className="rounded-lg bg-slate-100 px-4 py-3 text-sm text-slate-700">{locked}</p>}
    </div>
  );
}
