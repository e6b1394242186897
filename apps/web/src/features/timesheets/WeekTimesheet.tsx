import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { mondayOf } from '@portal/shared/timesheets/local-time';
import {
  type Shift,
  type Timesheet,
  timesheetMessages as messages,
} from '@portal/shared/timesheets/timesheet';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { ScreenHeader } from '@/components/layout/ScreenHeader';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { LoadError } from '@/components/ui/LoadError';
import { apiErrorMessage } from '@/lib/api-client';
import { deleteShift, type TimesheetArea, timesheetQuery, timesheetsKey } from './api';
import { DayCard } from './DayCard';
import { dayLabel, shiftTimes } from './format';
import { ShiftForm } from './ShiftForm';
import { useWeek } from './use-week';
import { WeekAdjustments } from './WeekAdjustments';
import { WeekNav } from './WeekNav';
import { WeekStatus } from './WeekStatus';
import { WeekTotals } from './WeekTotals';

type Open = { kind: 'add' } | { kind: 'edit' | 'remove'; shift: Shift } | null;

interface WeekTimesheetProps {
  area: TimesheetArea;
  idMision: number;
  /** Where the phone's sticky 'Registrar un turno' bar rests: above a fixed bottom menu, if any. */
  barClassName?: string;
}

function Heading({ area, sheet }: { area: TimesheetArea; sheet?: Timesheet }) {
  const title =
    area === 'candidate' ? messages.candidateTitle : (sheet?.trabajador ?? 'Horas del trabajador');
  const subtitle = sheet && (area === 'candidate' ? `${sheet.cargo} en ${sheet.empresa}` : sheet.cargo);
  return <ScreenHeader title={title}>{subtitle}</ScreenHeader>;
}

/**
 * A worker's week on an assignment, for the worker ('Mis horas') or the company: each day's shifts and
 * its hours as the law classifies them (and why), the week's totals and weekly limit, its state; and,
 * while the reader may change it, shifts added, edited and deleted.
 */
export function WeekTimesheet({ area, idMision, barClassName = 'bottom-0' }: WeekTimesheetProps) {
  const { monday, setWeek } = useWeek();
  const sheet = useQuery(timesheetQuery(area, idMision, monday));
  const [open, setOpen] = useState<Open>(null);
  const days = useRef<HTMLHeadingElement>(null);
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const done = async (message: string, day?: string) => {
    setOpen(null);
    showAlert({ type: 'success', message });
    if (day && mondayOf(day) !== monday) setWeek(day);
    await queryClient.invalidateQueries({ queryKey: timesheetsKey });
  };
  const remove = useMutation({
    mutationFn: (shift: Shift) => deleteShift(area, shift.id),
    onSuccess: async (result) => {
      await done(result.message);
      days.current?.focus();
    },
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos borrar el turno. Intenta de nuevo.'),
      }),
  });
  const data = sheet.data;
  // On phones it rests at the bottom of the screen, under the thumb; on wide screens by the week's state.
  const addButton = (
    <Button className="w-full sm:w-auto" onPress={() => setOpen({ kind: 'add' })}>
      <span aria-hidden="true">+</span> {messages.addShift}
    </Button>
  );
  const edit = data?.editable ? (shift: Shift) => setOpen({ kind: 'edit', shift }) : undefined;
  return (
    <div className="space-y-5">
      <Heading area={area} sheet={data} />
      <WeekNav monday={monday} onChange={setWeek} earliest={data?.desde} />
      {sheet.isPending ? (
        <PageLoader label="Cargando la semana..." />
      ) : sheet.isError ? (
        <LoadError
          title={apiErrorMessage(
            sheet.error,
            'No pudimos cargar la semana. Revisa tu conexión e intenta de nuevo.',
          )}
          onRetry={() => void sheet.refetch()}
          isRetrying={sheet.isFetching}
        />
      ) : (
        <>
          <WeekStatus
            sheet={sheet.data}
            action={sheet.data.editable && <div className="hidden sm:block">{addButton}</div>}
          />
          <section aria-labelledby="dias-semana" className="space-y-3">
            <h2
              id="dias-semana"
              ref={days}
              tabIndex={-1}
              className="text-lg font-bold text-brand-900 outline-none"
            >
              Turnos por día
            </h2>
            <ol className="space-y-3">
              {sheet.data.dias.map((day) => (
                <DayCard
                  key={day.dia}
                  day={day}
                  shifts={sheet.data.turnos.filter((shift) => shift.fecha === day.dia)}
                  beforeStart={day.dia < sheet.data.desde}
                  onEdit={edit}
                  onRemove={edit && ((shift) => setOpen({ kind: 'remove', shift }))}
                />
              ))}
            </ol>
            {sheet.data.editable && (
              <div
                className={`sticky ${barClassName} -mx-4 border-t border-slate-200 bg-white/95 p-3 backdrop-blur sm:hidden`}
              >
                {addButton}
              </div>
            )}
          </section>
          <WeekTotals sheet={sheet.data} />
          <WeekAdjustments adjustments={sheet.data.ajustes} />
        </>
      )}
      {data && (open?.kind === 'add' || open?.kind === 'edit') && (
        <ShiftForm
          area={area}
          sheet={data}
          shift={open.kind === 'edit' ? open.shift : undefined}
          onClose={() => setOpen(null)}
          onSaved={(message, day) => void done(message, day)}
        />
      )}
      {open?.kind === 'remove' && (
        <ConfirmDialog
          title={`¿Borrar el turno del ${dayLabel(open.shift.fecha).toLowerCase()}?`}
          confirmLabel="Borrar turno"
          isPending={remove.isPending}
          onCancel={() => setOpen(null)}
          onConfirm={() => remove.mutate(open.shift)}
        >
          De {shiftTimes(open.shift)}. Sus horas salen de la semana.
        </ConfirmDialog>
      )}
    </div>
  );
}
