import { createBrowserRouter, redirect, type RouteObject } from 'react-router';
import { PageLoader } from '@/components/layout/PageLoader';
import { captureUtm } from '@/lib/utm';
import { requireStaffCookie } from './guards';
import { RootLayout } from './RootLayout';
import { RouteErrorScreen } from './RouteErrorScreen';

/** Lazy route module: each screen's code loads on demand (spec §2). */
const screen = (load: () => Promise<{ default: React.ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/** The complete route table of spec §2. */
export const routes: RouteObject[] = [
  {
    id: 'root',
    // Runs on every change of query, before any guard redirects, so no visited URL loses its campaign.
    loader: ({ request }) => {
      captureUtm(new URL(request.url).search);
      return null;
    },
    Component: RootLayout,
    ErrorBoundary: RouteErrorScreen,
    HydrateFallback: PageLoader,
    children: [
      { index: true, lazy: screen(() => import('./routes/home')) },
      { path: 'vacancy/:id', lazy: screen(() => import('./routes/vacancy')) },
      { path: 'solicitudes-documentos', lazy: screen(() => import('./routes/document-requests')) },
      { path: 'documentos', lazy: screen(() => import('./routes/documents')) },
      { path: 'signup', lazy: screen(() => import('./routes/staff-signup')) },
      { path: 'signin', lazy: screen(() => import('./routes/staff-signin')) },
      { path: 'dashboard/*', loader: requireStaffCookie, lazy: screen(() => import('./routes/dashboard')) },
      { path: 'landing', lazy: screen(() => import('./routes/landing')) },
      {
        path: 'order',
        lazy: screen(() => import('./routes/order/layout')),
        children: [
          { index: true, loader: () => redirect('/order/search') },
          { path: 'search', lazy: screen(() => import('./routes/order/search')) },
          { path: 'procesos', lazy: screen(() => import('./routes/order/processes')) },
          { path: 'procesos/:processId', lazy: screen(() => import('./routes/order/process-detail')) },
          { path: 'profile', lazy: screen(() => import('./routes/order/profile')) },
        ],
      },
      { path: 'politicas/:slug', lazy: screen(() => import('./routes/policy')) },
      { path: 'system', lazy: screen(() => import('./routes/system')) },
      { path: 'dev/correos', lazy: screen(() => import('@/features/dev-outbox/OutboxScreen')) },
      { path: '*', lazy: screen(() => import('./routes/not-found')) },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
