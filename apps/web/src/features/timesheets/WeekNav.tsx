import { useRef } from 'react';
import { addDays } from '@portal/shared/calendar-days';
import { Button } from '@/components/ui/Button';
import { weekLabel } from './format';
import { thisMonday } from './use-week';

interface WeekNavProps {
  monday: string;
  onChange(monday: string): void;
  /** The first day worth showing (the assignment's start): no going back past its week. */
  earliest?: string;
}

// Each step: its days, its name, the shorter word a phone shows, and where on a wide screen it sits.
const steps = [
  { days: -7, name: 'Semana anterior', short: 'Anterior', order: 'sm:order-1' },
  { days: 7, name: 'Semana siguiente', short: 'Siguiente', order: 'sm:order-3' },
] as const;

/**
 * ‹ Semana anterior · the week · Semana siguiente ›: the week named in words (announced when it
 * changes), no step into a week that has not started. On phones the two buttons (‹ Anterior,
 * Siguiente ›) share a row under the week, thumb-sized. A button that a step disables hands the focus
 * to the other one.
 */
export function WeekNav({ monday, onChange, earliest }: WeekNavProps) {
  const nav = useRef<HTMLElement>(null);
  const reachable = (week: string) => week <= thisMonday() && (!earliest || addDays(week, 6) >= earliest);
  return (
    <nav
      ref={nav}
      aria-label="Cambiar de semana"
      className="grid grid-cols-2 items-center gap-2 rounded-xl bg-white p-2 shadow-xs ring-1 ring-slate-200 sm:flex"
    >
      <p
        aria-live="polite"
        className="col-span-2 px-2 py-1 text-center font-semibold text-slate-900 sm:order-2 sm:flex-1"
      >
        {weekLabel(monday, addDays(monday, 6))}
      </p>
      {steps.map((step, index) => {
        const week = addDays(monday, step.days);
        const go = () => {
          onChange(week);
          if (!reachable(addDays(week, step.days)))
            nav.current?.querySelectorAll('button')[1 - index]?.focus();
        };
        const arrow = <span aria-hidden="true">{step.days < 0 ? '‹' : '›'}</span>;
        return (
          <Button
            key={step.name}
            variant="secondary"
            aria-label={step.name}
            className={step.order}
            isDisabled={!reachable(week)}
            onPress={go}
          >
            {step.days < 0 && arrow}
            <span className="sm:hidden">{step.short}</span>
            <span className="hidden sm:inline">{step.name}</span>
            {step.days > 0 && arrow}
          </Button>
        );
      })}
    </nav>
  );
}
