/**
 * Fetches script files ahead of their import: `modulepreload` downloads and parses a module without
 * running it; `prefetch` only puts the file in the cache.
 */
export function preloadScripts(files: string[] = [], rel: 'modulepreload' | 'prefetch' = 'modulepreload') {
  for (const file of files) {
    const link = Object.assign(document.createElement('link'), { rel, href: file });
    link.crossOrigin = '';
    document.head.append(link);
  }
}
