import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Vite's manifest of the web build (`.vite/manifest.json`), or null without a build. */
export function readBuildManifest(distDir: string): BuildManifest | null {
  const path = join(distDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as BuildManifest) : null;
}

/** A chunk and every chunk it imports statically, by manifest key (the web bench shares this). */
export function chunkClosure(manifest: BuildManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) chunkClosure(manifest, dependency, seen);
  return seen;
}

export const entryKey = (manifest: BuildManifest) =>
  Object.keys(manifest).find((key) => manifest[key]?.isEntry);

/** The script files of these chunks that the entry does not load itself. */
function filesBeyondEntry(manifest: BuildManifest, chunks: Set<string>): string[] {
  const entry = entryKey(manifest);
  const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
  return [...chunks]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => file.endsWith('.js'));
}

/**
 * The script files a lazy module needs beyond the entry's own: a first visit only learns of them once
 * the app has run, one round trip after another. Named early (`modulepreload` in the first HTML, or
 * in its boot data for a page whose app loads later), they download alongside the app instead.
 */
export const routeScripts = (manifest: BuildManifest, module: string): string[] =>
  manifest[module] ? filesBeyondEntry(manifest, chunkClosure(manifest, module)) : [];

/**
 * The app, by manifest key: what the entry (`main.tsx`, a small loader) imports when the page needs it
 * (decision 0050), with everything that loads with it. The entry imports nothing else on demand.
 */
export function appChunks(manifest: BuildManifest): Set<string> {
  const entry = entryKey(manifest);
  const app = new Set<string>();
  for (const key of (entry && manifest[entry]?.dynamicImports) || []) chunkClosure(manifest, key, app);
  return app;
}

/** The app's script files: a page that starts the app at once names them in its first HTML. */
export const appScripts = (manifest: BuildManifest) => filesBeyondEntry(manifest, appChunks(manifest));
