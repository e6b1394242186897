import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { appScripts, routeScripts } from '../../lib/build-manifest.js';
import { publicOrigin } from '../../lib/public-origin.js';
import type { PageHead } from './head.js';
import type { PageShell, ShellPage } from './shell.js';

/** What every public page's route uses: its origin, its scripts, and the two ways to send a page. */
export interface PageContext {
  shell: PageShell;
  origin(request: FastifyRequest): string;
  /** The lazy route modules each page's first visit loads, with their imports. */
  scripts: Record<'home' | 'vacancy' | 'landing' | 'policy', string[]>;
  /** What `/`'s sign-in runs once sent (Amplify, the candidate's home and the schemas of its reads). */
  signInScripts: string[];
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

/** The shared schemas the candidate's lookup and the home's first reads (the documents report too) parse with (0025). */
const SIGN_IN_SCHEMAS = [
  'candidates/candidate',
  'notifications',
  'catalog/public',
  'vacancies/public',
  'documents/candidate',
];

export function pageContext(app: FastifyInstance, shell: PageShell): PageContext {
  const { manifest } = shell;
  const scriptsOf = (...modules: string[]) =>
    manifest ? [...new Set(modules.flatMap((module) => routeScripts(manifest, module)))] : [];
  const origin = (request: FastifyRequest) => publicOrigin(request, app.env);
  // `/` shows the sign-in screen to a visitor who is not signed in, as a first visit is.
  const home = scriptsOf('src/app/routes/public/home.tsx', 'src/features/candidate/identity/AuthScreen.tsx');
  const loadedBefore = new Set([...home, ...(manifest ? appScripts(manifest) : [])]);
  return {
    shell,
    origin,
    scripts: {
      home,
      vacancy: scriptsOf('src/app/routes/public/vacancy.tsx'),
      landing: scriptsOf('src/app/routes/public/landing.tsx'),
      policy: scriptsOf('src/app/routes/public/policy.tsx'),
    },
    // Fetched while the password is typed (decision 0078), less what the page has loaded by then; a
    // schema that is not a chunk of its own is skipped.
    signInScripts: scriptsOf(
      'src/lib/amplify-auth.ts',
      'src/app/CandidateHomeScreen.tsx',
      ...SIGN_IN_SCHEMAS.map((schema) => `../../packages/shared/src/${schema}.ts`),
    ).filter((file) => !loadedBefore.has(file)),
    sendPage: (request, reply, head, status = 200) => shell.send(reply, origin(request), { head }, status),
    sendFixedPage: (request, reply, page) =>
      app.servePublicPage(request, reply, {
        key: `${page.head.path}:${page.prerender ? 'pintada' : 'app'}:${origin(request)}`,
        render: () => shell.render(origin(request), page),
      }),
  };
}
