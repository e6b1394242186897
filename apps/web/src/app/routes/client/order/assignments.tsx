import { CompanyAssignments } from '@/features/assignments/AssignmentList';

/** /order/misiones: the company's workers on assignment ('Trabajadores en misión'). */
export default function OrderAssignmentsScreen() {
  return <CompanyAssignments />;
}
