import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { BOOT_ELEMENT_ID, type BootData, type BootQuery } from '@portal/shared/boot';
import { scriptSafeJson } from '@portal/shared/job-posting';
import type { Env } from '../../env.js';
import { readBuildManifest, type BuildManifest } from '../../lib/build-manifest.js';
import { publicConfig } from '../system/public-config.js';
import { pageHtml, type PageHead } from './head.js';

/** The built SPA's index.html as the template of every page the portal serves. */
export interface PageShell {
  manifest: BuildManifest | null;
  /**
   * A page's first HTML: its own head when it has one (public pages), and always the boot data the
   * SPA reads before its first render, so it does not wait on GET /api/config or the page's data.
   */
  render(origin: string, head?: PageHead, queries?: BootQuery[]): string;
}

/** The shell of the web build in WEB_DIST_DIR, or null without a build (API-only mode). */
export function loadPageShell(env: Env): PageShell | null {
  const indexPath = resolve(env.WEB_DIST_DIR, 'index.html');
  if (!existsSync(indexPath)) return null;
  const template = readFileSync(indexPath, 'utf8');
  return {
    manifest: readBuildManifest(env.WEB_DIST_DIR),
    render(origin, head, queries) {
      const boot: BootData = { config: publicConfig(env, origin), ...(queries ? { queries } : {}) };
      const script = `<script type="application/json" id="${BOOT_ELEMENT_ID}">${scriptSafeJson(boot)}</script>`;
      const html = head ? pageHtml(template, head, origin) : template;
      // A replacer function: "$&" in a vacancy's text must stay text.
      return html.replace('</head>', () => `  ${script}\n  </head>`);
    },
  };
}
