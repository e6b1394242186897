import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
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

/**
 * The script files a lazy route module needs beyond the entry's own: a first visit only learns of them
 * once the entry has run, one round trip after another. Named in the page's first HTML
 * (`modulepreload`), they download alongside the entry instead.
 */
export function routeScripts(manifest: BuildManifest, module: string): string[] {
  const entry = entryKey(manifest);
  const loaded = entry ? chunkClosure(manifest, entry) : new Set<string>();
  if (!manifest[module]) return [];
  return [...chunkClosure(manifest, module)]
    .filter((key) => !loaded.has(key))
    .map((key) => `/${manifest[key]!.file}`)
    .filter((file) => file.endsWith('.js'));
}
