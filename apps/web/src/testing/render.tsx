import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AlertsProvider } from '@/components/alerts/AlertsProvider';
import { createQueryClient } from '@/lib/query-client';

interface RenderOptions {
  /** Where the memory router starts (default `/`). */
  path?: string;
  /** The route pattern the element is mounted on (default `*`), so screens can read params. */
  route?: string;
  /** Extra routes, for screens that navigate. */
  routes?: RouteObject[];
  /** How long answers stay fresh (default 0; the app keeps them a minute, see lib/query-client). */
  staleTime?: number;
}

/**
 * Renders a component with the providers the app gives it (the app's QueryClient, queries not
 * retried; alerts; a memory router), and answers the router so a test can read where it went.
 */
export function renderWithProviders(element: ReactNode, options: RenderOptions = {}) {
  const client = createQueryClient({ retry: false, staleTime: options.staleTime });
  const router = createMemoryRouter([{ path: options.route ?? '*', element }, ...(options.routes ?? [])], {
    initialEntries: [options.path ?? '/'],
  });
  const result = render(
    <QueryClientProvider client={client}>
      <AlertsProvider>
        <RouterProvider router={router} />
      </AlertsProvider>
    </QueryClientProvider>,
  );
  return { ...result, router, client };
}
