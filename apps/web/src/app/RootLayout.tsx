import { Outlet, ScrollRestoration, useNavigation } from 'react-router';

/** Wraps every screen with a bar while a screen loads (the root route's loader keeps the campaign). */
export function RootLayout() {
  const navigation = useNavigation();

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
