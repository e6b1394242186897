import { useMutation, useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { StaffUser } from '@portal/shared/users/staff';
import { PageLoader } from '@/components/layout/PageLoader';
import { logout, meQuery } from '@/features/staff/session/api';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { navigationFor, StaffShell, type NavEntry } from '@/features/staff/shell/StaffShell';
import { ApiError } from '@/lib/api-client';
import { removeCsrfCookie } from '@/lib/session/storage-cleanup';

/** A company user's bell is the client area's; everyone else's the agency's. */
export const bellAreaOf = (me: StaffUser) => (me.rol === 'empresa' ? 'client' : 'staff');

interface StaffFrameProps {
  /** Where a person whose session ended goes (the panel: `/signin`; other screens come back after it). */
  signInPath?: string;
  children(me: StaffUser, navigation: NavEntry[]): ReactNode;
}

/**
 * The staff layout around a screen: who is signed in (the API decides, the cookie only let them this
 * far), the navigation their role sees, and Cerrar sesión.
 */
export function StaffFrame({ signInPath = '/signin', children }: StaffFrameProps) {
  const navigate = useNavigate();
  const me = useQuery(meQuery);
  const signOut = useMutation({ mutationFn: logout, onSettled: () => void navigate('/signin') });

  if (me.isPending) return <PageLoader label="Abriendo el panel..." />;
  if (me.error) {
    // The session ended (expired, revoked, deactivated): the cookie goes, as at logout.
    removeCsrfCookie();
    // The API says why (e.g. «Tu rol cambió…»): the sign-in screen shows it.
    const aviso = me.error instanceof ApiError && me.error.status === 401 ? me.error.message : undefined;
    return <Navigate to={signInPath} replace state={{ aviso }} />;
  }
  const navigation = navigationFor(me.data.rol);
  return (
    <StaffShell
      me={me.data}
      navigation={navigation}
      isSigningOut={signOut.isPending}
      onLogout={() => signOut.mutate()}
      bell={<NotificationBell area={bellAreaOf(me.data)} />}
    >
      {children(me.data, navigation)}
    </StaffShell>
  );
}
