import { useSearchParams } from 'react-router';
import { bogotaToday } from '@portal/shared/bogota-time';
import { isCalendarDay } from '@portal/shared/calendar-days';
import { mondayOf } from '@portal/shared/timesheets/local-time';

/** This week's Monday in Bogotá. */
export const thisMonday = () => mondayOf(bogotaToday());

/**
 * The week on screen, kept in the address (?semana=, its Monday) so Back and a shared link show the
 * same week; this week when absent or unreadable.
 */
export function useWeek() {
  const [params, setParams] = useSearchParams();
  const asked = params.get('semana');
  const monday = asked && isCalendarDay(asked) ? mondayOf(asked) : thisMonday();
  const setWeek = (day: string) => {
    const next = new URLSearchParams(params);
    next.set('semana', mondayOf(day));
    next.delete('page');
    setParams(next);
  };
  return { monday, setWeek };
}
