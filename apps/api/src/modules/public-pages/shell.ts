import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import {
  BOOT_ELEMENT_ID,
  PRERENDERED_CLASS,
  SIGNED_IN_VIEW_CLASS,
  SIGNED_OUT_VIEW_CLASS,
  type BootData,
  type BootQuery,
} from '@portal/shared/system/boot';
import { scriptSafeJson } from '@portal/shared/vacancies/job-posting';
import type { Env } from '../../env.js';
import {
  appScripts as appScriptsOf,
  readBuildManifest,
  type BuildManifest,
} from '../../lib/build-manifest.js';
import { SESSION_HINT_SCRIPT } from '../../lib/session-hint.js';
import { publicConfig } from '../system/public-config.js';
import { pageHtml, preloadTags, type PageHead } from './head.js';

/** What a page is, for its first HTML: its head, the answers it starts with, and whether to render it. */
export interface ShellPage {
  head: PageHead;
  queries?: BootQuery[];
  /**
   * Render the screen into the HTML on the server: `true` for a public screen everyone sees alike,
   * `'signed-out'` for one that differs with a session (`/`), hidden when the browser holds one,
   * `'signed-in'` for a staff screen rendered with its session's answers (decision 0081).
   */
  prerender?: boolean | 'signed-out' | 'signed-in';
  /** The script files its screen loads beyond the entry's own (`routeScripts`), fetched early. */
  scripts?: string[];
  /** The script files its next step runs (`BootData.nextScripts`): fetched when that step starts. */
  nextScripts?: string[];
  /** The address to render the screen at when its query changes what it shows; else `head.path`. */
  renderPath?: string;
}

/** The built SPA's index.html as the template of every page the portal serves. */
export interface PageShell {
  manifest: BuildManifest | null;
  /**
   * A page's first HTML: its own head when it has one (public pages), the screen itself when it is
   * rendered on the server, and always the boot data the SPA reads before its first render, so it
   * does not wait on GET /api/config or the page's data (decisions 0041 and 0043).
   */
  render(origin: string, page?: ShellPage): Promise<string>;
  /** Sends a page made per request (the SPA's routes, a 404): never kept by a cache, always asked again. */
  send(reply: FastifyReply, origin: string, page?: ShellPage, status?: number): Promise<FastifyReply>;
}

/** The web build's server render (`npm run build` writes it next to the SPA, in `<dist>-server`). */
type RenderPage = (url: string, queries: BootQuery[]) => Promise<string | null>;

async function loadServerRender(env: Env, log: FastifyBaseLogger): Promise<RenderPage | null> {
  const entry = `${resolve(env.WEB_DIST_DIR)}-server/entry-server.js`;
  if (!existsSync(entry)) return null;
  try {
    return ((await import(pathToFileURL(entry).href)) as { renderPage: RenderPage }).renderPage;
  } catch (error) {
    log.warn({ err: error }, 'server render not loaded: pages render in the browser only');
    return null;
  }
}

/** The shell of the web build in WEB_DIST_DIR, or null without a build (API-only mode). */
export async function loadPageShell(env: Env, log: FastifyBaseLogger): Promise<PageShell | null> {
  const indexPath = resolve(env.WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = readFileSync(indexPath, 'utf8');
  const renderPage = await loadServerRender(env, log);

  /** The screen as HTML, or nothing: a page that fails to render on the server renders in the browser. */
  const prerendered = async (origin: string, page: ShellPage) => {
    if (!renderPage || !page.prerender) return '';
    try {
      return (await renderPage(`${origin}${page.renderPath ?? page.head.path}`, page.queries ?? [])) ?? '';
    } catch (error) {
      log.warn({ err: error, path: page.head.path }, 'server render failed');
      return '';
    }
  };

  const manifest = readBuildManifest(env.WEB_DIST_DIR);
  const appScripts = manifest ? appScriptsOf(manifest) : [];

  const shell: PageShell = {
    manifest,
    async send(reply, origin, page, status = 200) {
      return reply
        .code(status)
        .header('cache-control', 'no-cache')
        .type('text/html; charset=utf-8')
        .send(await shell.render(origin, page));
    },
    async render(origin, page) {
      const markup = page ? await prerendered(origin, page) : '';
      const scripts = page?.scripts ?? [];
      const boot: BootData = {
        config: publicConfig(env, origin),
        ...(page?.queries ? { queries: page.queries } : {}),
        // A rendered page loads the app when it is touched (decision 0050), or a staff screen after its
        // first paint (0081): its scripts wait with it, the app's own named too, so the loader can
        // fetch them early without running them (0072) and nothing competes with the first paint.
        ...(markup ? { scripts: [...new Set([...appScripts, ...scripts])] } : {}),
        ...(page?.nextScripts?.length ? { nextScripts: page.nextScripts } : {}),
      };
      const headEnd = [
        `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`,
        // Whether a session is stored decides, before anything paints, what a rendered page shows and
        // whether its app starts at once (decision 0045).
        markup ? `<script>${SESSION_HINT_SCRIPT}</script>` : '',
        // Any other page starts the app at once: its files are named up front.
        markup ? '' : preloadTags([...new Set([...appScripts, ...scripts])]),
      ].filter(Boolean);
      const viewClass = { 'signed-out': SIGNED_OUT_VIEW_CLASS, 'signed-in': SIGNED_IN_VIEW_CLASS };
      const view = typeof page?.prerender === 'string' ? viewClass[page.prerender] : null;
      const classes = view ? `${PRERENDERED_CLASS} ${view}` : PRERENDERED_CLASS;
      // The server's render is live until the app takes it over (apps/web/src/app/boot): its fields
      // can be filled and its links followed meanwhile. The fieldset, which draws no box, lets the
      // page make its controls wait once a button is pressed.
      const root = markup ? `<fieldset class="${classes}">${markup}</fieldset>` : '';
      // Replacer functions: "$&" in a vacancy's text must stay text.
      return (page ? pageHtml(template, page.head, origin) : template)
        .replace('</head>', () => `  ${headEnd.join('\n    ')}\n  </head>`)
        .replace('<div id="root"></div>', () => `<div id="root">${root}</div>`);
    },
  };
  return shell;
}
