import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { Assignment } from '@portal/shared/assignments/assignment';
import { DATA_REQUEST_ROLES } from '@portal/shared/data-requests';
import { PAYROLL_ADJUST_ROLES, PAYROLL_CLOSE_ROLES } from '@portal/shared/timesheets/payroll';
import {
  ADMIN_ROLES,
  ROLES,
  roleMayUse,
  STAFF_ROLES,
  type Role,
  type StaffUser,
} from '@portal/shared/users/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { assignmentsQuery } from '@/features/assignments/api';
import { AssignmentsScreen } from '@/features/assignments/AssignmentsScreen';
import { AuditScreen } from '@/features/staff/audit-log/AuditScreen';
import { RecordHistory } from '@/features/staff/audit-log/RecordHistory';
import { BulkImportScreen } from '@/features/staff/bulk/BulkImportScreen';
import { CandidateDocumentsScreen } from '@/features/staff/documents/CandidateDocumentsScreen';
import { VacancyDocumentRequestScreen } from '@/features/staff/documents/VacancyDocumentRequestScreen';
import { CatalogScreen } from '@/features/staff/catalog/CatalogScreen';
import { ContractTemplatesScreen } from '@/features/staff/contracts/ContractTemplatesScreen';
import { DataRequestsScreen } from '@/features/staff/data-requests/DataRequestsScreen';
import { LegalFiguresScreen } from '@/features/staff/legal-figures/LegalFiguresScreen';
import { OrdersScreen } from '@/features/staff/orders/OrdersScreen';
import { PayrollScreen } from '@/features/staff/payroll/PayrollScreen';
import { ConversationPanel } from '@/features/conversations/ConversationPanel';
import { OrderLineScreen } from '@/features/staff/orders/OrderLineScreen';
import { DashboardHome } from '@/features/staff/shell/DashboardHome';
import type { NavEntry } from '@/features/staff/shell/StaffShell';
import { companiesQuery, usersQuery } from '@/features/staff/users/api';
import { UsersScreen } from '@/features/staff/users/UsersScreen';
import { VacanciesScreen } from '@/features/staff/vacancies/VacanciesScreen';
import { VacancyEditorScreen } from '@/features/staff/vacancies/VacancyEditorScreen';
import { NotificationsScreen } from '@/features/notifications/NotificationsScreen';
import { bellAreaOf, StaffFrame } from '../../StaffFrame';

// Charts load only on the dashboard home, and only for agency staff.
const KpiPanel = lazy(() => import('@/features/staff/kpis/KpiPanel'));
// The talent pool's screens load when first opened.
const TalentPool = lazy(() => import('./talent-pool'));

/** The audit log, with the users an admin may pick in its filter. */
function AdminAudit({ me }: { me: StaffUser }) {
  const users = useQuery(usersQuery(me));
  return <AuditScreen users={users.data ?? null} />;
}

/** The agency's side of a process's conversation with its company. */
const staffConversation = (processId: number, focus = false) => (
  <ConversationPanel area="staff" processId={processId} focus={focus} />
);

/** Assignments as choices: "worker · service · company". */
const assignmentChoices = (list: Assignment[] | undefined) =>
  (list ?? []).map((assignment) => ({
    id: assignment.id,
    label: `${assignment.trabajador} · ${assignment.servicio} · ${assignment.empresa}`,
  }));

/** The contract templates, with the running assignments whose data fill a preview, and the companies' policies. */
function ContractTemplates({ me }: { me: StaffUser }) {
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

/** Payroll; those who may adjust hours pick the worker among every assignment they reach. */
function Payroll({ me }: { me: StaffUser }) {
  const canAdjust = roleMayUse(me.rol, PAYROLL_ADJUST_ROLES);
  const assignments = useQuery({ ...assignmentsQuery('staff', { filtro: 'todas' }), enabled: canAdjust });
  return (
    <PayrollScreen
      canClose={roleMayUse(me.rol, PAYROLL_CLOSE_ROLES)}
      workers={canAdjust ? assignmentChoices(assignments.data) : undefined}
    />
  );
}

/** The panel's screens, once the signed-in user is known; each only for the roles its API serves. */
function DashboardRoutes({ me, navigation }: { me: StaffUser; navigation: NavEntry[] }) {
  const companies = useQuery(companiesQuery);
  const { rol } = me;
  const only = (roles: readonly Role[], element: ReactNode) =>
    roleMayUse(rol, roles) ? element : <Navigate to="/dashboard" replace />;
  // A vacancy's history is the agency's: company users do not read the audit log.
  const vacancyHistory = !roleMayUse(rol, STAFF_ROLES)
    ? undefined
    : (id: number) => <RecordHistory entidad="vacante" entidadId={id} />;
  return (
    <Routes>
      <Route
        index
        element={
          <DashboardHome me={me} navigation={navigation}>
            {roleMayUse(rol, STAFF_ROLES) && (
              <Suspense fallback={<PageLoader label="Cargando indicadores..." />}>
                <KpiPanel />
              </Suspense>
            )}
          </DashboardHome>
        }
      />
      <Route path="usuarios" element={only(ROLES, <UsersScreen me={me} />)} />
      <Route path="usuarios/importar" element={only(STAFF_ROLES, <BulkImportScreen />)} />
      <Route path="ordenes" element={only(STAFF_ROLES, <OrdersScreen />)} />
      <Route
        path="ordenes/:id"
        element={only(STAFF_ROLES, <OrderLineScreen renderConversation={staffConversation} />)}
      />
      <Route path="vacantes" element={only(STAFF_ROLES, <VacanciesScreen />)} />
      <Route
        path="misiones"
        element={only(STAFF_ROLES, <AssignmentsScreen companies={companies.data ?? null} />)}
      />
      <Route path="nomina" element={only(STAFF_ROLES, <Payroll me={me} />)} />
      <Route path="contratos" element={only(STAFF_ROLES, <ContractTemplates me={me} />)} />
      <Route
        path="parametros-legales"
        element={only(STAFF_ROLES, <LegalFiguresScreen canEdit={roleMayUse(rol, ADMIN_ROLES)} />)}
      />
      <Route
        path="catalogo"
        element={only(STAFF_ROLES, <CatalogScreen me={me} companies={companies.data ?? null} />)}
      />
      <Route
        path="vacantes/nueva"
        element={only(STAFF_ROLES, <VacancyEditorScreen companies={companies.data ?? null} />)}
      />
      <Route
        path="vacantes/:id"
        element={only(
          STAFF_ROLES,
          <VacancyEditorScreen
            companies={companies.data ?? null}
            renderHistory={vacancyHistory}
            renderConversation={staffConversation}
          />,
        )}
      />
      <Route
        path="vacantes/:id/solicitar-documento"
        element={only(STAFF_ROLES, <VacancyDocumentRequestScreen />)}
      />
      <Route path="candidatos/:id/documentos" element={only(STAFF_ROLES, <CandidateDocumentsScreen />)} />
      <Route
        path="candidatos/*"
        element={only(
          STAFF_ROLES,
          <Suspense fallback={<PageLoader label="Abriendo la base de talento..." />}>
            <TalentPool me={me} />
          </Suspense>,
        )}
      />
      <Route path="solicitudes-datos" element={only(DATA_REQUEST_ROLES, <DataRequestsScreen />)} />
      <Route path="auditoria" element={only(ADMIN_ROLES, <AdminAudit me={me} />)} />
      <Route path="avisos" element={<NotificationsScreen area={bellAreaOf(me)} />} />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** `/dashboard/*`: the staff layout, reached only with the csrf cookie (see guards); the API decides. */
export default function DashboardScreen() {
  return <StaffFrame>{(me, navigation) => <DashboardRoutes me={me} navigation={navigation} />}</StaffFrame>;
}
