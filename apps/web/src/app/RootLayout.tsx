import { useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { captureUtm } from '@/lib/utm';

/** Wraps every screen: campaign capture on each visited URL and a bar while a screen loads. */
export function RootLayout() {
  const location = useLocation();
  const navigation = useNavigation();

  useEffect(() => captureUtm(location.search), [location.search]);

  return (
    <>
      {navigation.state === 'loading' && (
        <div
          role="progressbar"
          aria-label="Cargando pantalla"
          className="fixed inset-x-0 top-0 z-50 h-1 animate-pulse bg-accent-400"
        />
      )}
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
