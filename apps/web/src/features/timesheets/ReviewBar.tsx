import { formatCalendarDay } from '@portal/shared/bogota-time';
import { timesheetMessages as messages, type WeekReviewList } from '@portal/shared/timesheets/timesheet';
import { Button } from '@/components/ui/Button';

export type Decision = 'aprobar' | 'devolver';

interface ReviewBarProps {
  list: WeekReviewList;
  /** How many workers are chosen. */
  chosen: number;
  /** The id of the line that says why the buttons are off, or what is chosen. */
  statusId: string;
  onDecide(decision: Decision): void;
}

/** 'Aprobar' and 'Devolver' for the workers chosen, off with the reason while the week runs or none is chosen. */
export function ReviewBar({ list, chosen, statusId, onDecide }: ReviewBarProps) {
  const status = !list.terminada
    ? messages.notOverYet(formatCalendarDay(list.fin_semana))
    : chosen === 0
      ? messages.chooseToReview
      : `${chosen} ${chosen === 1 ? 'trabajador elegido' : 'trabajadores elegidos'}.`;
  return (
    <div className="flex flex-col gap-3 rounded-xl bg-white p-3 shadow-xs ring-1 ring-slate-200 sm:flex-row sm:items-center">
      <p
        id={statusId}
        tabIndex={-1}
        aria-live="polite"
        className="text-sm text-slate-700 outline-none sm:mr-auto"
      >
        {status}
      </p>
      <div className="grid grid-cols-2 gap-2 sm:flex">
        {(['aprobar', 'devolver'] as const).map((decision) => (
          <Button
            key={decision}
            variant={decision === 'aprobar' ? 'primary' : 'secondary'}
            isDisabled={!list.terminada || chosen === 0}
            aria-describedby={statusId}
            onPress={() => onDecide(decision)}
          >
            {decision === 'aprobar' ? 'Aprobar' : 'Devolver'}
          </Button>
        ))}
      </div>
    </div>
  );
}
