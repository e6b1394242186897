import { PublicShell } from '@/components/layout/PublicShell';
import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';
import { useSession } from '@/lib/session/session-context';
import { PageLoader } from '@/components/layout/PageLoader';

/** `/`: the candidate home when signed in, otherwise the portal login (spec §2). */
export default function HomeScreen() {
  const { authenticated, loading } = useSession();
  if (loading) return <PageLoader />;
  return (
    <PublicShell>
      {authenticated ? (
        <ScreenPlaceholder title="Tu portal de empleo">
          <p>Aquí tendrás tus pestañas Vacantes, Aplicaciones y Mi Perfil.</p>
        </ScreenPlaceholder>
      ) : (
        <ScreenPlaceholder title="Ingresa al portal de candidatos">
          <p>
            Aquí iniciarás sesión con tu número de documento y tu contraseña, o crearás una contraseña si es
            tu primera vez.
          </p>
        </ScreenPlaceholder>
      )}
    </PublicShell>
  );
}
