import { useNavigate } from 'react-router';
import { CSRF_COOKIE } from '@portal/shared/constants';
import { Button } from '@/components/ui/Button';
import { Logo } from '@/components/layout/Logo';
import { ScreenPlaceholder } from '@/components/layout/ScreenPlaceholder';

/** `/dashboard/*`: the staff layout, reached only with the csrf cookie (see guards). */
export default function DashboardScreen() {
  const navigate = useNavigate();
  const logout = () => {
    document.cookie = `${CSRF_COOKIE}=; Max-Age=0; path=/`;
    void navigate('/signin');
  };
  return (
    <div className="min-h-screen">
      <header className="flex items-center justify-between bg-white px-4 py-3 shadow-sm sm:px-6">
        <Logo />
        <Button variant="secondary" onPress={logout}>
          Cerrar sesión
        </Button>
      </header>
      <main>
        <ScreenPlaceholder title="Panel de la agencia">
          <p>Aquí el equipo gestionará los usuarios según su rol.</p>
        </ScreenPlaceholder>
      </main>
    </div>
  );
}
