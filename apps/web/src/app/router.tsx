import {
  createBrowserRouter,
  redirect,
  type DataRouter,
  type LoaderFunction,
  type RouteObject,
} from 'react-router';
import { PageLoader } from '@/components/layout/PageLoader';
import { captureUtm } from '@/lib/utm';
import { requireStaffCookie, requireStaffCookieReturning } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Lazy route module: each screen's code loads on demand (spec §2), with its loader if it has one. */
const screen =
  (load: () => Promise<{ default: React.ComponentType; loader?: LoaderFunction }>) => async () => {
    const { default: Component, loader } = await load();
    return loader ? { Component, loader } : { Component };
  };

/** The complete route table of spec §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Runs on every change of query, before any guard redirects, so no visited URL loses its campaign.
    // The server's render of a page (entry-server.tsx) runs it too, with no storage to write.
    loader: ({ request }) => {
      if (typeof window !== 'undefined') captureUtm(new URL(request.url).search);
      return null;
    },
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: screen(() => import('./routes/public/home')) },
      { path: 'vacancy/:id', lazy: screen(() => import('./routes/public/vacancy')) },
      { path: 'solicitudes-documentos', lazy: screen(() => import('./routes/candidate/document-requests')) },
      { path: 'documentos', lazy: screen(() => import('./routes/candidate/documents')) },
      { path: 'mis-datos', lazy: screen(() => import('./routes/candidate/my-data')) },
      { path: 'avisos', lazy: screen(() => import('./routes/candidate/notifications')) },
      { path: 'mis-horas/:id', lazy: screen(() => import('./routes/candidate/timesheet')) },
      { path: 'signup', lazy: screen(() => import('./routes/staff/signup')) },
      { path: 'signin', lazy: screen(() => import('./routes/staff/signin')) },
      { path: 'recuperar-contrasena', lazy: screen(() => import('./routes/staff/forgot-password')) },
      { path: 'restablecer', lazy: screen(() => import('./routes/staff/reset-password')) },
      {
        path: 'dashboard/*',
        // The cookie first (no panel code for who has none), then the panel's first screen made ready.
        loader: async (args) => {
          requireStaffCookie();
          await (await import('./routes/staff/dashboard')).prepareFirstScreen(args);
          return null;
        },
        lazy: screen(() => import('./routes/staff/dashboard')),
      },
      { path: 'logout', lazy: screen(() => import('./routes/staff/logout')) },
      { path: 'landing', lazy: screen(() => import('./routes/public/landing')) },
      {
        path: 'order',
        loader: requireStaffCookie,
        lazy: screen(() => import('./routes/client/order/layout')),
        children: [
          { index: true, loader: () => redirect('/order/search') },
          { path: 'search', lazy: screen(() => import('./routes/client/order/search')) },
          { path: 'procesos', lazy: screen(() => import('./routes/client/order/processes')) },
          { path: 'procesos/:processId', lazy: screen(() => import('./routes/client/order/process-detail')) },
          { path: 'profile', lazy: screen(() => import('./routes/client/order/profile')) },
          { path: 'design', lazy: screen(() => import('./routes/client/order/design')) },
          { path: 'avisos', lazy: screen(() => import('./routes/client/order/notifications')) },
          { path: 'misiones', lazy: screen(() => import('./routes/client/order/assignments')) },
          { path: 'horas', lazy: screen(() => import('./routes/client/order/timesheets')) },
          { path: 'horas/:id', lazy: screen(() => import('./routes/client/order/timesheet')) },
        ],
      },
      { path: 'alertas/cancelar', lazy: screen(() => import('./routes/public/unsubscribe-alerts')) },
      { path: 'politicas/:slug', lazy: screen(() => import('./routes/public/policy')) },
      { path: 'verificar/:codigo', lazy: screen(() => import('./routes/public/verify')) },
      {
        path: 'system',
        loader: requireStaffCookieReturning,
        lazy: screen(() => import('./routes/staff/system')),
      },
      { path: 'dev/correos', lazy: screen(() => import('@/features/public/dev-outbox/OutboxScreen')) },
      { path: '*', lazy: screen(() => import('./routes/public/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);

/** Resolves once the router has loaded the first screen's module and run its loaders. */
export const routerReady = (router: DataRouter) =>
  new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
