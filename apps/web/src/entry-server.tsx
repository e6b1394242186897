import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { BootQuery } from '@portal/shared/system/boot';
import { Providers } from './app/Providers';
import { routes } from './app/router';

const handler = createStaticHandler(routes);
const HOISTED = /^(?:<link [^>]*>|<meta [^>]*>|<title>[^<]*<\/title>)*/;

/**
 * The server's render of a public page (decision 0043): the same screens the browser renders first, as
 * HTML, so a phone paints the page before any JavaScript arrives. `queries` are the page's boot data;
 * screens render as a visitor without a session sees them. The browser's app then replaces this HTML
 * with its own render of the same screen. Null when the route answers with a redirect or an error.
 */
export async function renderPage(url: string, queries: BootQuery[]): Promise<string | null> {
  const context = await handler.query(new Request(url));
  if (context instanceof Response || context.errors) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <StrictMode>
      <Providers queries={queries}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StrictMode>,
  );
  // React puts what it would hoist into <head> (the title, image preloads) first; the page's head
  // already has its title, and the rest is a hint the page does without.
  return html.replace(HOISTED, '');
}
