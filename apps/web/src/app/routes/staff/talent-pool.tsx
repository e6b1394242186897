import { Navigate, Route, Routes } from 'react-router';
import { ADMIN_ROLES, roleMayUse, type StaffUser } from '@portal/shared/users/staff';
import { CandidateFileScreen } from '@/features/staff/talent-pool/CandidateFileScreen';
import { MatchScreen } from '@/features/staff/talent-pool/MatchScreen';
import { PoolSearchScreen } from '@/features/staff/talent-pool/PoolSearchScreen';
import { SettingsScreen } from '@/features/staff/talent-pool/SettingsScreen';

/**
 * `/dashboard/candidatos/*`, the talent pool (issue 33), loaded on demand from the panel: the search, a
 * candidate's file, the suggested candidates of a vacancy or order line, and the matching's settings
 * (admins change them; the rest of the agency reads them). `candidatos/:id/documentos` stays the
 * documents screen's, declared beside this in the panel.
 */
export default function TalentPoolRoutes({ me }: { me: StaffUser }) {
  return (
    <Routes>
      <Route index element={<PoolSearchScreen />} />
      <Route path="coincidencias" element={<MatchScreen />} />
      <Route path="ajustes" element={<SettingsScreen canEdit={roleMayUse(me.rol, ADMIN_ROLES)} />} />
      <Route path=":id" element={<CandidateFileScreen />} />
      <Route path="*" element={<Navigate to="/dashboard/candidatos" replace />} />
    </Routes>
  );
}
