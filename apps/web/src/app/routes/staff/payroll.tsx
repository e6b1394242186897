import { useQuery } from '@tanstack/react-query';
import { PAYROLL_ADJUST_ROLES, PAYROLL_CLOSE_ROLES } from '@portal/shared/timesheets/payroll';
import { roleMayUse, type StaffUser } from '@portal/shared/users/staff';
import { assignmentsQuery } from '@/features/assignments/api';
import { PayrollScreen } from '@/features/staff/payroll/PayrollScreen';
import { assignmentChoices } from './assignment-choices';

/**
 * `/dashboard/nomina`, loaded when first opened (its roles and the assignments' schemas stay out of
 * the panel's first screen, decision 0073). Those who may adjust hours pick the worker among every
 * assignment they reach.
 */
export default function Payroll({ me }: { me: StaffUser }) {
  const canAdjust = roleMayUse(me.rol, PAYROLL_ADJUST_ROLES);
  const assignments = useQuery({ ...assignmentsQuery('staff', { filtro: 'todas' }), enabled: canAdjust });
  return (
    <PayrollScreen
      canClose={roleMayUse(me.rol, PAYROLL_CLOSE_ROLES)}
      workers={canAdjust ? assignmentChoices(assignments.data) : undefined}
    />
  );
}
