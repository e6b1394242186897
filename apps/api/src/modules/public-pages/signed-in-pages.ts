import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { BootQuery } from '@portal/shared/system/boot';
import { routeScripts } from '../../lib/build-manifest.js';
import { publicOrigin } from '../../lib/public-origin.js';
import { isFilePath } from '../../plugins/spa.js';
import { ACCESS_COOKIE } from '../../plugins/staff-auth.js';
import { DEFAULT_DESCRIPTION, SITE_NAME } from './head.js';
import type { PageShell } from './shell.js';
import { signedInScreen, type FirstRead } from './signed-in-screens.js';

/**
 * The first answers of a screen, asked of the API itself with the visitor's session cookie, so the
 * same guards, scopes and response schemas apply as to the browser's own call. Answers that are not
 * 200 (no session, another role) are left out: the app asks for them and shows what the API says.
 */
async function firstAnswers(app: FastifyInstance, request: FastifyRequest, reads: FirstRead[]) {
  const cookie = request.headers.cookie;
  if (!cookie?.includes(`${ACCESS_COOKIE}=`)) return new Map<FirstRead, unknown>();
  const answers = await Promise.all(
    reads.map(async (read) => {
      const response = await app.inject({ method: 'GET', url: read[1], headers: { cookie } });
      return response.statusCode === 200 ? ([read, response.json()] as const) : null;
    }),
  );
  return new Map(answers.filter((answer) => answer !== null));
}

/**
 * `/dashboard/*` and `/order/*` (decision 0073): the SPA's page with the screen's own script files
 * named up front (`modulepreload`, with the app's) and, for a live session, the screen's first
 * answers in its boot data, so the first screen waits on no round trip after the app; the first
 * screens of issue 35 come rendered with them (decision 0081). The page holds the person's data:
 * never stored by any cache.
 */
export async function signedInPageRoutes(app: FastifyInstance, { shell }: { shell: PageShell | null }) {
  if (!shell?.manifest) return;
  const { manifest } = shell;
  const scriptsOf = (modules: string[]) => [
    ...new Set(modules.flatMap((module) => routeScripts(manifest, module))),
  ];
  const send = async (request: FastifyRequest, reply: FastifyReply) => {
    const screen = signedInScreen(request.url);
    if (!screen || isFilePath(request.url)) return reply.callNotFound();
    const answers = await firstAnswers(app, request, screen.reads);
    const queries: BootQuery[] = [...answers].map(([[key], data]) => [key, data]);
    const extra =
      screen.modulesWith && answers.has(screen.modulesWith.read) ? screen.modulesWith.modules : [];
    const path = request.url.split('?')[0]!;
    // Only with all of them: a screen short of an answer (another role) is the app's to draw alone.
    const prerender = screen.prerender && answers.size === screen.reads.length;
    const html = await shell.render(publicOrigin(request, app.env), {
      head: { title: SITE_NAME, description: DEFAULT_DESCRIPTION, path, noindex: true },
      ...(queries.length > 0 ? { queries } : {}),
      ...(prerender ? { prerender: 'signed-in' as const } : {}),
      scripts: scriptsOf([...screen.modules, ...extra]),
    });
    return reply
      .header('cache-control', queries.length > 0 ? 'private, no-store' : 'no-cache')
      .type('text/html; charset=utf-8')
      .send(html);
  };
  for (const url of ['/dashboard', '/dashboard/*', '/order', '/order/*']) app.get(url, send);
}
