import { lazy, Suspense } from 'react';
import { PublicShell } from '@/components/layout/PublicShell';
import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { useSession } from '@/lib/session/session-context';

const AuthScreen = lazy(() => import('@/features/auth/AuthScreen'));
const TotpSettings = lazy(() =>
  import('@/features/auth/TotpSettings').then((module) => ({ default: module.TotpSettings })),
);

/** Signed-in placeholder until the candidate home is built; it already signs out and manages TOTP. */
function CandidateHomePlaceholder() {
  const { candidate, logout } = useSession();
  return (
    <ScreenPlaceholder title={`¡Hola ${candidate?.primer_nombre || 'candidato'}!`}>
      <p>Aquí tendrás tus pestañas Vacantes, Aplicaciones y Mi Perfil.</p>
      <div className="pt-4">
        <Suspense fallback={<PageLoader />}>
          <TotpSettings />
        </Suspense>
      </div>
      <div className="pt-4">
        <Button variant="secondary" onPress={() => void logout()}>
          Cerrar Sesión
        </Button>
      </div>
    </ScreenPlaceholder>
  );
}

/** `/`: the candidate home when signed in, otherwise the portal login (spec §2). */
export default function HomeScreen() {
  const { authenticated, loading } = useSession();
  if (loading) return <PageLoader />;
  return (
    <PublicShell>
      <Suspense fallback={<PageLoader />}>
        {authenticated ? <CandidateHomePlaceholder /> : <AuthScreen />}
      </Suspense>
    </PublicShell>
  );
}
