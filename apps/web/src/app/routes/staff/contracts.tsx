import { useQuery } from '@tanstack/react-query';
import { ADMIN_ROLES, roleMayUse, type StaffUser } from '@portal/shared/users/staff';
import { assignmentsQuery } from '@/features/assignments/api';
import { ContractTemplatesScreen } from '@/features/staff/contracts/ContractTemplatesScreen';
import { companiesQuery } from '@/features/staff/users/api';
import { assignmentChoices } from './assignment-choices';

/**
 * `/dashboard/contratos`, loaded when first opened (decision 0073): the contract templates, with the
 * running assignments whose data fill a preview, and the companies' policies.
 */
export default function ContractTemplates({ me }: { me: StaffUser }) {
  const companies = useQuery(companiesQuery);
  const assignments = useQuery(assignmentsQuery('staff', { filtro: 'vigentes' }));
  return (
    <ContractTemplatesScreen
      canEdit={roleMayUse(me.rol, ADMIN_ROLES)}
      assignments={assignmentChoices(assignments.data)}
      companies={companies.data ?? []}
    />
  );
}
