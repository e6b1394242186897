import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}

/** The shared package's sources, as the manifest names them: their schemas load on demand (0025). */
const SHARED_SOURCES = '../../packages/shared/src/';

/**
 * Names every lazily imported module of `src/` (and of the shared package) in Vite's manifest, by its path. Rollup's small-chunk
 * merging (`experimentalMinChunkSize`) puts some route modules in a chunk with others; Vite then keys
 * that chunk `_name-hash.js` and the module's own key is gone, so the API could not find what a route
 * loads (its `modulepreload`, decision 0073) nor `bench/web.ts` measure it. The added key points at
 * the chunk that holds the module, with the same imports.
 */
export function manifestModules(): Plugin {
  let root = '';
  let outDir = 'dist';
  const holders = new Map<string, string>();
  return {
    name: 'portal-manifest-modules',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        for (const id of chunk.moduleIds) {
          const path = relative(root, id);
          if (!path.startsWith('src/') && !path.startsWith(SHARED_SOURCES)) continue;
          if ((this.getModuleInfo(id)?.dynamicImporters.length ?? 0) > 0) holders.set(path, chunk.fileName);
        }
      }
    },
    async writeBundle() {
      const file = join(root, outDir, '.vite', 'manifest.json');
      const manifest = JSON.parse(await readFile(file, 'utf8')) as Record<string, ManifestChunk>;
      const byFile = new Map(Object.values(manifest).map((chunk) => [chunk.file, chunk]));
      for (const [path, chunkFile] of holders) {
        const holder = byFile.get(chunkFile);
        if (manifest[path] || !holder) continue;
        const { isEntry: _entry, src: _src, ...rest } = holder;
        manifest[path] = { ...rest, src: path };
      }
      await writeFile(file, JSON.stringify(manifest, null, 2));
    },
  };
}
