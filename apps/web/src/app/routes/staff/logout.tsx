import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { PageLoader } from '@/components/layout/PageLoader';
import { logout } from '@/features/staff/session/api';

/** `/logout` (spec §2 client menu): revokes the session, clears the cookies (spec §4), then `/signin`. */
export default function LogoutScreen() {
  const navigate = useNavigate();
  useEffect(() => {
    void logout()
      .catch(() => undefined)
      .finally(() => void navigate('/signin', { replace: true }));
  }, [navigate]);
  return <PageLoader label="Cerrando sesión..." />;
}
