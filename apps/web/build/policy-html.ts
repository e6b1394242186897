import { readdir, readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';
import type { RenderedPolicy } from '../src/features/public/policies/render-policy';

type Render = (markdown: string) => RenderedPolicy;
const RENDERER = fileURLToPath(new URL('../src/features/public/policies/render-policy.tsx', import.meta.url));
const PUBLIC = fileURLToPath(new URL('../public/', import.meta.url));
/** public/policies/<version>/<slug>.md is served as policies/<version>/<slug>.json next to it. */
const JSON_PATH = /^\/policies\/([\w-]+)\/([\w-]+)\.json$/;

async function policyFiles(): Promise<string[]> {
  const files: string[] = [];
  for (const version of await readdir(`${PUBLIC}policies`)) {
    for (const name of await readdir(`${PUBLIC}policies/${version}`)) {
      if (name.endsWith('.md')) files.push(`policies/${version}/${name}`);
    }
  }
  return files;
}

/**
 * Turns each policy's markdown into HTML when the app is built (and on request in `vite dev`), so the
 * policy pages fetch ready HTML and the browser never downloads react-markdown (decision 0039). The
 * `.md` files stay: the API reads them for consents.
 */
export function policyHtml(): Plugin {
  return {
    name: 'portal-policy-html',
    async generateBundle() {
      const { module } = await runnerImport<{ renderPolicy: Render }>(RENDERER, { configFile: false });
      for (const file of await policyFiles()) {
        const rendered = module.renderPolicy(await readFile(`${PUBLIC}${file}`, 'utf8'));
        this.emitFile({
          type: 'asset',
          fileName: file.replace(/\.md$/, '.json'),
          source: JSON.stringify(rendered),
        });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const match = JSON_PATH.exec(request.url?.split('?')[0] ?? '');
        if (!match) return next();
        const source = `${PUBLIC}policies/${match[1]}/${match[2]}.md`;
        Promise.all([readFile(source, 'utf8'), server.ssrLoadModule(RENDERER)])
          .then(([markdown, module]) => {
            response.setHeader('content-type', 'application/json; charset=utf-8');
            response.end(JSON.stringify((module as { renderPolicy: Render }).renderPolicy(markdown)));
          })
          .catch(() => next());
      });
    },
  };
}
