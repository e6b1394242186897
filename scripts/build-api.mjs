// `node scripts/build-api.mjs`: the API compiled to JavaScript for production (decision 0069), one
// ESM bundle at apps/api/dist/server.js with its source map, plus one file per worker thread. Our
// TypeScript (apps/api/src and @portal/shared) is bundled; every npm package stays external, so native
// addons, PGlite's wasm and the embedded PostgreSQL binaries load from node_modules as they do from
// source. Files the code reads beside itself (`new URL('x', import.meta.url)`: migrations, templates,
// policies, fonts, common passwords) keep resolving from their source folder: each module's
// `import.meta.url` is rewritten to its own source file, as a path relative to the bundle.
import { readFile } from 'node:fs/promises';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const REPO = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const API = resolve(REPO, 'apps/api');
export const API_OUT_DIR = resolve(API, 'dist');
/** Sources whose change makes the bundle stale (scripts/start.mjs compares their times). */
export const API_SOURCES = [
  resolve(API, 'src'),
  resolve(REPO, 'packages/shared/src'),
  resolve(API, 'package.json'),
];

/**
 * Worker threads (and the seed's process), started as `new URL('./<name>.mjs', import.meta.url)`, each
 * built beside the server.
 */
const WORKERS = {
  'srp-worker': 'src/modules/identity/crypto/srp-worker.mjs',
  // From source, table-worker.mjs registers tsx before loading this; the bundle needs no loader.
  'table-worker': 'src/modules/users/bulk/table-worker.ts',
  // The demo seed's process (seed-process.mjs from source), started like a worker's file.
  'seed-process': 'src/seed/seed-process.ts',
};
const WORKER_URL = /new URL\((['"])\.\/([\w-]+)\.mjs\1,\s*import\.meta\.url\)/g;

/** Our own code: relative imports and the shared workspace package. Any other bare import is external. */
const ownCode = {
  name: 'own-code',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@portal/') || args.kind === 'entry-point' ? undefined : { external: true },
    );
    context.onLoad({ filter: /\.(ts|mjs)$/ }, async (args) => {
      let text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      // A worker's file is the bundle's neighbour; anything else is the source file's.
      const worker = '__portal_bundle_url__';
      text = text.replace(WORKER_URL, (_match, _quote, name) => {
        if (!WORKERS[name])
          throw new Error(`${args.path}: worker ${name}.mjs no está en scripts/build-api.mjs`);
        return `new URL('./${name}.js', ${worker})`;
      });
      const fromBundle = relative(API_OUT_DIR, args.path).split('\\').join('/');
      text = text
        .replaceAll('import.meta.url', `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`)
        .replaceAll(worker, 'import.meta.url');
      return { contents: text, loader: args.path.endsWith('.ts') ? 'ts' : 'js' };
    });
  },
};

export async function buildApi() {
  await build({
    absWorkingDir: API,
    entryPoints: {
      server: 'src/server.ts',
      ...WORKERS,
    },
    outdir: API_OUT_DIR,
    bundle: true,
    // Code loaded by `await import()` (PDFs, S3, SMTP) stays in its own chunk with its packages, so
    // they load when first used. Chunks sit beside server.js: the paths written above hold for them.
    // Older chunks are left in place: a server started before this build may still load them.
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    sourcemap: true,
    // Files and lines for stack traces; the sources stay on disk, not in every server's memory.
    sourcesContent: false,
    // Readable stack traces without the source map too; the whole API is a few MB either way.
    minify: false,
    logLevel: 'warning',
    plugins: [ownCode],
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildApi();
  console.log(
    `[build] API compilada en ${relative(REPO, API_OUT_DIR)}/server.js (${Date.now() - started} ms)`,
  );
}
