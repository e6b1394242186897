import { type Shift, shiftSourceLabels, type Timesheet } from '@portal/shared/timesheets/timesheet';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { ClassifiedHours } from './ClassifiedHours';
import { dayLabel, formatMinutes, shiftTimes } from './format';

interface DayCardProps {
  day: Timesheet['dias'][number];
  shifts: Shift[];
  /** A day before the assignment started: nothing to enter there. */
  beforeStart?: boolean;
  /** Edit and delete, when the reader may change this week. */
  onEdit?(shift: Shift): void;
  onRemove?(shift: Shift): void;
}

function ShiftItem({
  shift,
  onEdit,
  onRemove,
}: { shift: Shift } & Pick<DayCardProps, 'onEdit' | 'onRemove'>) {
  const name = `el turno de ${shiftTimes(shift)}`;
  return (
    <li className="flex flex-col gap-2 border-t border-slate-100 pt-2 first:border-0 first:pt-0 sm:flex-row sm:items-center sm:gap-3">
      <div className="min-w-0 flex-1 text-sm">
        <p>
          <span className="font-semibold text-slate-900">{shiftTimes(shift)}</span>
          <span className="text-slate-700"> · {formatMinutes(shift.minutos)} trabajadas</span>
        </p>
        {shift.descansos.length > 0 && (
          <p className="text-slate-600">
            {shift.descansos.length === 1 ? 'Descanso' : 'Descansos'}:{' '}
            {shift.descansos.map((pause) => `${pause.inicio} a ${pause.fin}`).join(', ')}
          </p>
        )}
        <p className="text-xs text-slate-500">{shiftSourceLabels[shift.origen]}</p>
      </div>
      {onEdit && onRemove && (
        <div className="flex gap-2">
          <Button variant="secondary" aria-label={`Editar ${name}`} onPress={() => onEdit(shift)}>
            Editar
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 hover:bg-red-50"
            aria-label={`Borrar ${name}`}
            onPress={() => onRemove(shift)}
          >
            Borrar
          </Button>
        </div>
      )}
    </li>
  );
}

/** One day of the week: its shifts as entered, then its hours as the law classifies them. */
export function DayCard({ day, shifts, beforeStart, onEdit, onRemove }: DayCardProps) {
  const worked = day.horas.reduce((sum, hours) => sum + hours.minutos, 0);
  const empty = shifts.length === 0 && worked === 0;
  return (
    <li className="space-y-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200">
      <div className="flex flex-wrap items-center gap-2">
        <h3 className={`font-semibold ${empty ? 'text-slate-600' : 'text-slate-900'}`}>
          {dayLabel(day.dia)}
        </h3>
        {day.descanso === 'festivo' && <Badge tone="info">Festivo</Badge>}
        <span className="ml-auto text-sm font-semibold text-slate-900">
          {empty ? (
            <span className="font-normal text-slate-500">
              {beforeStart ? 'Antes de la misión' : 'Sin turnos'}
            </span>
          ) : (
            formatMinutes(worked)
          )}
        </span>
      </div>
      {shifts.length > 0 && (
        <ul className="space-y-2" aria-label={`Turnos del ${dayLabel(day.dia).toLowerCase()}`}>
          {shifts.map((shift) => (
            <ShiftItem key={shift.id} shift={shift} onEdit={onEdit} onRemove={onRemove} />
          ))}
        </ul>
      )}
      {day.horas.length > 0 && (
        <ClassifiedHours hours={day.horas} label={`Horas del ${dayLabel(day.dia).toLowerCase()} por tipo`} />
      )}
    </li>
  );
}
