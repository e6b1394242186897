import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { routeScripts } from '../../lib/build-manifest.js';
import { publicOrigin } from '../../lib/public-origin.js';
import type { PageHead } from './head.js';
import type { PageShell, ShellPage } from './shell.js';

/** What every public page's route uses: its origin, its scripts, and the two ways to send a page. */
export interface PageContext {
  shell: PageShell;
  origin(request: FastifyRequest): string;
  /** The lazy route modules each page's first visit loads, with their imports. */
  scripts: Record<'home' | 'vacancy' | 'landing' | 'policy', string[]>;
  /** A page made for this request (a 404, say). */
  sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    head: PageHead,
    status?: number,
  ): Promise<FastifyReply>;
  /** A page fixed until the next build: made once per origin, then served from memory. */
  sendFixedPage(request: FastifyRequest, reply: FastifyReply, page: ShellPage): Promise<FastifyReply>;
}

export function pageContext(app: FastifyInstance, shell: PageShell): PageContext {
  const { manifest } = shell;
  const scriptsOf = (...modules: string[]) =>
    manifest ? [...new Set(modules.flatMap((module) => routeScripts(manifest, module)))] : [];
  const origin = (request: FastifyRequest) => publicOrigin(request, app.env);
  return {
    shell,
    origin,
    scripts: {
      // `/` shows the sign-in screen to a visitor who is not signed in, as a first visit is.
      home: scriptsOf('src/app/routes/public/home.tsx', 'src/features/candidate/identity/AuthScreen.tsx'),
      vacancy: scriptsOf('src/app/routes/public/vacancy.tsx'),
      landing: scriptsOf('src/app/routes/public/landing.tsx'),
      policy: scriptsOf('src/app/routes/public/policy.tsx'),
    },
    sendPage: (request, reply, head, status = 200) => shell.send(reply, origin(request), { head }, status),
    sendFixedPage: (request, reply, page) =>
      app.servePublicPage(request, reply, {
        key: `${page.head.path}:${page.prerender ? 'pintada' : 'app'}:${origin(request)}`,
        render: () => shell.render(origin(request), page),
      }),
  };
}
