import { useQuery } from '@tanstack/react-query';
import { type ReactNode, useRef } from 'react';
import {
  type ClosedPeriodList,
  payrollMessages as messages,
  type PeriodStatus,
} from '@portal/shared/timesheets/payroll';
import { Badge } from '@/components/ui/Badge';
import { periodStatusQuery } from './api';
import { ClosePeriodAction } from './ClosePeriodAction';
import { PendingWeeks } from './PendingWeeks';
import { PeriodDownloads } from './PeriodDownloads';
import { closedNote, overlaps, type Period, periodTitle } from './periods';
import { QueryBlock } from './QueryBlock';

/** Why the period cannot close yet, in the API's own words; null when it can. */
export function closeBlocker(status: PeriodStatus, closed: ClosedPeriodList): string | null {
  if (!status.terminado) return messages.periodNotOver;
  if (closed.some((done) => overlaps(done, status))) return messages.overlapsClosed;
  const pending = status.semanas_pendientes.length;
  return pending > 0 ? messages.weeksPending(pending) : null;
}

const workersText = (count: number) =>
  count === 1 ? '1 trabajador con turnos en el periodo.' : `${count} trabajadores con turnos en el periodo.`;

interface PeriodStatusCardProps {
  period: Period;
  closed: ClosedPeriodList;
  /** Admin and director close periods; the others see who does. */
  canClose: boolean;
  /** «Ajustar horas», beside «Cerrar periodo» (both for admin and director). */
  adjust?: ReactNode;
}

/** The chosen period: closed (when, and its files) or open (its workers, the weeks still waiting, closing). */
export function PeriodStatusCard({ period, closed, canClose, adjust }: PeriodStatusCardProps) {
  const status = useQuery(periodStatusQuery(period));
  const heading = useRef<HTMLHeadingElement>(null);
  return (
    <section
      aria-labelledby="periodo-elegido"
      className="space-y-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <h2
        id="periodo-elegido"
        ref={heading}
        tabIndex={-1}
        className="text-lg font-bold text-slate-900 outline-none"
      >
        {periodTitle(period)}
      </h2>
      <QueryBlock query={status} loading="Cargando el periodo..." failure="No pudimos cargar el periodo.">
        {(data) =>
          data.id_periodo !== null ? (
            <>
              <p className="text-sm font-medium text-emerald-800">
                {data.cerrado_en
                  ? closedNote(
                      data.cerrado_en,
                      closed.find((done) => done.id_periodo === data.id_periodo)?.cerrado_por,
                    )
                  : 'Cerrado.'}
              </p>
              <PeriodDownloads id={data.id_periodo} labelledBy="periodo-elegido" />
            </>
          ) : (
            <>
              <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
                <Badge tone={data.terminado ? 'warning' : 'info'}>
                  {data.terminado ? 'Sin cerrar' : 'En curso'}
                </Badge>
                {workersText(data.trabajadores)}
              </p>
              <PendingWeeks weeks={data.semanas_pendientes} />
              {canClose ? (
                <ClosePeriodAction
                  period={period}
                  blocker={closeBlocker(data, closed)}
                  onClosed={() => heading.current?.focus()}
                >
                  {adjust}
                </ClosePeriodAction>
              ) : (
                <p className="text-sm text-slate-600">{messages.closeRoles}</p>
              )}
            </>
          )
        }
      </QueryBlock>
    </section>
  );
}
