import { useState, type ReactNode } from 'react';
import { Navigate, redirect, useLocation, type LoaderFunctionArgs } from 'react-router';
import { CSRF_COOKIE } from '@portal/shared/constants';
import { PageLoader } from '@/components/layout/PageLoader';
import { readCookie } from '@/lib/cookies';
import { rememberReturnPath, staffSignInPath } from '@/lib/session/return-path';
import { useSession } from '@/lib/session/session-context';

/**
 * Staff area: only with the csrf access cookie (spec §2, §6). The server renders a staff screen only
 * with the answers of the session whose cookie came with the request (decision 0081): no document there.
 */
export function requireStaffCookie() {
  if (typeof document === 'undefined') return null;
  if (!readCookie(CSRF_COOKIE)) throw redirect('/signin');
  return null;
}

/** A staff screen outside the panel (`/system`): the same guard, and login brings the person back. */
export function requireStaffCookieReturning({ request }: LoaderFunctionArgs) {
  if (readCookie(CSRF_COOKIE)) return null;
  const url = new URL(request.url);
  throw redirect(staffSignInPath(`${url.pathname}${url.search}`));
}

/**
 * Candidate-only screens: remember path and query, then send to the login at `/`. A candidate who
 * signs out here (Cerrar Sesión in the menu, or in another tab) goes to `/` without it being remembered,
 * so whoever signs in next starts at the home.
 */
export function RequireCandidate({ children }: { children: ReactNode }) {
  const { authenticated, loading } = useSession();
  const location = useLocation();
  const [signedInHere, setSignedInHere] = useState(false);
  if (authenticated && !signedInHere) setSignedInHere(true);
  if (loading) return <PageLoader />;
  if (!authenticated) {
    if (!signedInHere) rememberReturnPath(`${location.pathname}${location.search}`);
    return <Navigate to="/" replace />;
  }
  return children;
}
