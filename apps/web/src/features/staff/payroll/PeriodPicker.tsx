import {
  type ClosedPeriodList,
  PERIOD_TYPES,
  type PeriodType,
  periodTypeLabels,
} from '@portal/shared/timesheets/payroll';
import { SelectField } from '@/components/ui/SelectField';
import { lastEndedPeriod, type Period, periodSpan, periodStarting, recentPeriods } from './periods';

const types = PERIOD_TYPES.map((value) => ({ value, label: periodTypeLabels[value] }));

interface PeriodPickerProps {
  period: Period;
  today: string;
  closed: ClosedPeriodList;
  onChange(period: Period): void;
}

/** Quincena or month, then one of the last twelve (the running one first), marked when closed. */
export function PeriodPicker({ period, today, closed, onChange }: PeriodPickerProps) {
  const periods = recentPeriods(period.tipo, today);
  if (!periods.some((option) => option.inicio === period.inicio)) periods.push(period);
  const note = (option: Period) =>
    closed.some((done) => done.inicio === option.inicio && done.fin === option.fin)
      ? ' · cerrado'
      : option.inicio <= today && today <= option.fin
        ? ' · en curso'
        : '';
  return (
    <div className="grid gap-4 sm:max-w-2xl sm:grid-cols-[12rem_1fr]">
      <SelectField
        label="Tipo de periodo"
        options={types}
        value={period.tipo}
        onChange={(event) => onChange(lastEndedPeriod(event.target.value as PeriodType, today))}
      />
      <SelectField
        label="Periodo"
        options={periods.map((option) => ({
          value: option.inicio,
          label: periodSpan(option) + note(option),
        }))}
        value={period.inicio}
        onChange={(event) => onChange(periodStarting(period.tipo, event.target.value) ?? period)}
      />
    </div>
  );
}
