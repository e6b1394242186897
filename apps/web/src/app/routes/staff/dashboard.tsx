import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, type LoaderFunctionArgs } from 'react-router';
import { kpisQueryKey } from '@portal/shared/system/query-keys';
import {
  ADMIN_ROLES,
  DATA_REQUEST_ROLES,
  ROLES,
  roleMayUse,
  STAFF_ROLES,
  type Role,
} from '@portal/shared/users/roles';
import type { StaffUser } from '@portal/shared/users/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { bootAnswers } from '@/lib/boot-answers';
import { lazyComponent } from '@/lib/lazy-component';
import { preloadable } from '@/lib/preloadable';
import { DashboardHome } from '@/features/staff/shell/DashboardHome';
import type { NavEntry } from '@/features/staff/shell/StaffShell';
import { companiesQuery, usersQuery } from '@/features/staff/users/api';
import { bellAreaOf, StaffFrame } from '../../StaffFrame';

// Each screen's code loads when it is first opened: the panel's first screen (its home) carries only
// the shell, the greeting and the shortcuts (decision 0073). The API names the screen's files in the
// page's first HTML (modules/public-pages/signed-in-pages.ts), so a screen opened by its address loads
// alongside the app.
const AssignmentsScreen = lazyComponent(() =>
  import('@/features/assignments/AssignmentsScreen').then((module) => module.AssignmentsScreen),
);
const AuditScreen = lazyComponent(() =>
  import('@/features/staff/audit-log/AuditScreen').then((module) => module.AuditScreen),
);
const RecordHistory = lazyComponent(() =>
  import('@/features/staff/audit-log/RecordHistory').then((module) => module.RecordHistory),
);
const BulkImportScreen = lazyComponent(() =>
  import('@/features/staff/bulk/BulkImportScreen').then((module) => module.BulkImportScreen),
);
const CandidateDocumentsScreen = lazyComponent(() =>
  import('@/features/staff/documents/CandidateDocumentsScreen').then(
    (module) => module.CandidateDocumentsScreen,
  ),
);
const VacancyDocumentRequestScreen = lazyComponent(() =>
  import('@/features/staff/documents/VacancyDocumentRequestScreen').then(
    (module) => module.VacancyDocumentRequestScreen,
  ),
);
const CatalogScreen = lazyComponent(() =>
  import('@/features/staff/catalog/CatalogScreen').then((module) => module.CatalogScreen),
);
const DataRequestsScreen = lazyComponent(() =>
  import('@/features/staff/data-requests/DataRequestsScreen').then((module) => module.DataRequestsScreen),
);
const LegalFiguresScreen = lazyComponent(() =>
  import('@/features/staff/legal-figures/LegalFiguresScreen').then((module) => module.LegalFiguresScreen),
);
const OrdersScreen = lazyComponent(() =>
  import('@/features/staff/orders/OrdersScreen').then((module) => module.OrdersScreen),
);
const ConversationPanel = lazyComponent(() =>
  import('@/features/conversations/ConversationPanel').then((module) => module.ConversationPanel),
);
const OrderLineScreen = lazyComponent(() =>
  import('@/features/staff/orders/OrderLineScreen').then((module) => module.OrderLineScreen),
);
const UsersScreen = lazyComponent(() =>
  import('@/features/staff/users/UsersScreen').then((module) => module.UsersScreen),
);
const VacanciesScreen = lazyComponent(() =>
  import('@/features/staff/vacancies/VacanciesScreen').then((module) => module.VacanciesScreen),
);
const VacancyEditorScreen = lazyComponent(() =>
  import('@/features/staff/vacancies/VacancyEditorScreen').then((module) => module.VacancyEditorScreen),
);
const NotificationsScreen = lazyComponent(() =>
  import('@/features/notifications/NotificationsScreen').then((module) => module.NotificationsScreen),
);
// Screens composed here that read the assignments load when first opened, with their schemas.
const ContractTemplates = lazy(() => import('./contracts'));
const Payroll = lazy(() => import('./payroll'));
// The talent pool's screens load when first opened.
const TalentPool = lazy(() => import('./talent-pool'));
// Figures and charts load only on the dashboard home, and only for agency staff.
const kpiPanel = preloadable(() => import('@/features/staff/kpis/KpiPanel'));

/**
 * Before the panel renders (the route's loader, router.tsx): on its home, when the page came with the
 * KPIs (an agency user's first screen, whose HTML names the panel's files), the KPI panel's module is
 * ready, so the figures show with the first render and not after React's hold of a lazy reveal
 * (300 ms; decisions 0072, 0073).
 */
export async function prepareFirstScreen({ request }: LoaderFunctionArgs) {
  const home = new URL(request.url).pathname.replace(/\/$/, '') === '/dashboard';
  // The server's render of the home (decision 0081) has no page to read: its module costs no download.
  const onServer = typeof document === 'undefined';
  if (home && (onServer || bootAnswers(kpisQueryKey))) await kpiPanel.preload();
}

/** The audit log, with the users an admin may pick in its filter. */
function AdminAudit({ me }: { me: StaffUser }) {
  const users = useQuery(usersQuery(me));
  return <AuditScreen users={users.data ?? null} />;
}

/** The agency's side of a process's conversation with its company. */
const staffConversation = (processId: number, focus = false) => (
  <Suspense fallback={null}>
    <ConversationPanel area="staff" processId={processId} focus={focus} />
  </Suspense>
);

const useCompanies = () => useQuery(companiesQuery).data ?? null;
/**
 * The screens that pick a company ask for the list when they open: the panel's home does not show it,
 * and its call (with its schemas) would run while the home's first screen settles (decision 0077).
 */
function WithCompanies({ render }: { render(companies: ReturnType<typeof useCompanies>): ReactNode }) {
  return render(useCompanies());
}

/** The panel's screens, once the signed-in user is known; each only for the roles its API serves. */
function DashboardRoutes({ me, navigation }: { me: StaffUser; navigation: NavEntry[] }) {
  const { rol } = me;
  const only = (roles: readonly Role[], element: ReactNode) =>
    roleMayUse(rol, roles) ? element : <Navigate to="/dashboard" replace />;
  // A vacancy's history is the agency's: company users do not read the audit log.
  const vacancyHistory = !roleMayUse(rol, STAFF_ROLES)
    ? undefined
    : (id: number) => (
        <Suspense fallback={null}>
          <RecordHistory entidad="vacante" entidadId={id} />
        </Suspense>
      );
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route
          index
          element={
            <DashboardHome me={me} navigation={navigation}>
              {roleMayUse(rol, STAFF_ROLES) && (
                <Suspense fallback={<PageLoader label="Cargando indicadores..." />}>
                  <kpiPanel.Screen />
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
          element={only(
            STAFF_ROLES,
            <WithCompanies render={(companies) => <AssignmentsScreen companies={companies} />} />,
          )}
        />
        <Route path="nomina" element={only(STAFF_ROLES, <Payroll me={me} />)} />
        <Route path="contratos" element={only(STAFF_ROLES, <ContractTemplates me={me} />)} />
        <Route
          path="parametros-legales"
          element={only(STAFF_ROLES, <LegalFiguresScreen canEdit={roleMayUse(rol, ADMIN_ROLES)} />)}
        />
        <Route
          path="catalogo"
          element={only(
            STAFF_ROLES,
            <WithCompanies render={(companies) => <CatalogScreen me={me} companies={companies} />} />,
          )}
        />
        <Route
          path="vacantes/nueva"
          element={only(
            STAFF_ROLES,
            <WithCompanies render={(companies) => <VacancyEditorScreen companies={companies} />} />,
          )}
        />
        <Route
          path="vacantes/:id"
          element={only(
            STAFF_ROLES,
            <WithCompanies
              render={(companies) => (
                <VacancyEditorScreen
                  companies={companies}
                  renderHistory={vacancyHistory}
                  renderConversation={staffConversation}
                />
              )}
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
    </Suspense>
  );
}

/** `/dashboard/*`: the staff layout, reached only with the csrf cookie (see guards); the API decides. */
export default function DashboardScreen() {
  return <StaffFrame>{(me, navigation) => <DashboardRoutes me={me} navigation={navigation} />}</StaffFrame>;
}
