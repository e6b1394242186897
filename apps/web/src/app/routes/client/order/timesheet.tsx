import { useParams, useSearchParams } from 'react-router';
import { timesheetMessages } from '@portal/shared/timesheets/timesheet';
import { BackLink } from '@/components/ui/BackLink';
import { WeekTimesheet } from '@/features/timesheets/WeekTimesheet';

/** /order/horas/:id: one worker's week as the company reads it, with the shifts it may enter. */
export default function OrderTimesheetScreen() {
  const id = Number(useParams().id);
  const week = useSearchParams()[0].get('semana');
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 pt-4 pb-8 sm:px-6">
      <BackLink to={week ? `/order/horas?semana=${week}` : '/order/horas'}>
        {timesheetMessages.clientTitle}
      </BackLink>
      {/* On phones the area's menu is fixed at the bottom (64 px and its border): the add-shift bar rests above it. */}
      <WeekTimesheet area="client" idMision={id} barClassName="bottom-[65px]" />
    </div>
  );
}
