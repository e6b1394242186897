import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { DATA_REQUEST_ROLES } from '@portal/shared/data-requests';
import type { StaffUser } from '@portal/shared/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { AuditScreen } from '@/features/staff/audit/AuditScreen';
import { RecordHistory } from '@/features/staff/audit/RecordHistory';
import { BulkImportScreen } from '@/features/staff/bulk/BulkImportScreen';
import { CandidateDocumentsScreen } from '@/features/staff/documents/CandidateDocumentsScreen';
import { VacancyDocumentRequestScreen } from '@/features/staff/documents/VacancyDocumentRequestScreen';
import { CatalogScreen } from '@/features/staff/catalog/CatalogScreen';
import { DataRequestsScreen } from '@/features/staff/data-requests/DataRequestsScreen';
import { OrdersScreen } from '@/features/staff/orders/OrdersScreen';
import { DashboardHome } from '@/features/staff/shell/DashboardHome';
import type { NavEntry } from '@/features/staff/shell/StaffShell';
import { companiesQuery, usersQuery } from '@/features/staff/users/api';
import { UsersScreen } from '@/features/staff/users/UsersScreen';
import { VacanciesScreen } from '@/features/staff/vacancies/VacanciesScreen';
import { VacancyEditorScreen } from '@/features/staff/vacancies/VacancyEditorScreen';
import { StaffFrame } from '../../StaffFrame';

// Charts load only on the dashboard home, and only for agency staff.
const KpiPanel = lazy(() => import('@/features/staff/kpis/KpiPanel'));

/** The audit log, with the users an admin may pick in its filter. */
function AdminAudit({ me }: { me: StaffUser }) {
  const users = useQuery(usersQuery(me));
  return <AuditScreen users={users.data ?? null} />;
}

/** The panel's screens, once the signed-in user is known. */
function DashboardRoutes({ me, navigation }: { me: StaffUser; navigation: NavEntry[] }) {
  const companies = useQuery(companiesQuery);
  const { rol } = me;
  // A vacancy's history is the agency's: company users do not read the audit log.
  const vacancyHistory =
    rol === 'empresa' ? undefined : (id: number) => <RecordHistory entidad="vacante" entidadId={id} />;
  return (
    <Routes>
      <Route
        index
        element={
          <DashboardHome me={me} navigation={navigation}>
            {rol !== 'empresa' && (
              <Suspense fallback={<PageLoader label="Cargando indicadores..." />}>
                <KpiPanel />
              </Suspense>
            )}
          </DashboardHome>
        }
      />
      <Route path="usuarios" element={<UsersScreen me={me} />} />
      <Route path="usuarios/importar" element={<BulkImportScreen />} />
      <Route path="ordenes" element={<OrdersScreen />} />
      <Route path="vacantes" element={<VacanciesScreen />} />
      <Route path="catalogo" element={<CatalogScreen me={me} companies={companies.data ?? null} />} />
      <Route path="vacantes/nueva" element={<VacancyEditorScreen companies={companies.data ?? null} />} />
      <Route
        path="vacantes/:id"
        element={<VacancyEditorScreen companies={companies.data ?? null} renderHistory={vacancyHistory} />}
      />
      <Route path="vacantes/:id/solicitar-documento" element={<VacancyDocumentRequestScreen />} />
      <Route path="candidatos/:id/documentos" element={<CandidateDocumentsScreen />} />
      <Route
        path="solicitudes-datos"
        element={
          (DATA_REQUEST_ROLES as readonly string[]).includes(rol) ? (
            <DataRequestsScreen />
          ) : (
            <Navigate to="/dashboard" replace />
          )
        }
      />
      <Route
        path="auditoria"
        element={rol === 'admin' ? <AdminAudit me={me} /> : <Navigate to="/dashboard" replace />}
      />
      <Route path="*" element={<Navigate to="/dashboard" replace />} />
    </Routes>
  );
}

/** `/dashboard/*`: the staff layout, reached only with the csrf cookie (see guards); the API decides. */
export default function DashboardScreen() {
  return <StaffFrame>{(me, navigation) => <DashboardRoutes me={me} navigation={navigation} />}</StaffFrame>;
}
