import type { Assignment } from '@portal/shared/assignments/assignment';
import { timesheetMessages as messages } from '@portal/shared/timesheets/timesheet';
import { LinkButton } from '@/components/ui/LinkButton';

/** Where the worker reads and enters the hours of one assignment. */
export const myHoursPath = (idMision: number) => `/mis-horas/${idMision}`;

/** 'Mis horas' on an assignment of 'Mis misiones'. */
export function MyHoursLink({ assignment }: { assignment: Pick<Assignment, 'id' | 'empresa'> }) {
  return (
    <LinkButton
      to={myHoursPath(assignment.id)}
      className="w-full sm:w-auto"
      aria-label={`${messages.candidateTitle} en ${assignment.empresa}`}
    >
      {messages.candidateTitle}
    </LinkButton>
  );
}
