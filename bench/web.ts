// npm run bench:web — gzip size of the JS a first visit to each route loads, from Vite's build manifest.
// A first visit loads the entry chunk, its static imports, and the lazy route module with its imports.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const dist = new URL('../apps/web/dist/', import.meta.url).pathname;
const manifest: Manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/**
 * First-visit route → the modules it lazy-loads: the route module, and for `/` the sign-in screen a
 * signed-out visitor gets (loaded by the route itself, so not among its static imports).
 */
const routes: Record<string, string[]> = {
  '/': ['src/app/routes/public/home.tsx', 'src/features/candidate/auth/AuthScreen.tsx'],
  '/politicas/privacidad': ['src/app/routes/public/policy.tsx'],
  '/vacancy/:id': ['src/app/routes/public/vacancy.tsx'],
  '/landing': ['src/app/routes/public/landing.tsx'],
};

function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dependency of manifest[key]?.imports ?? []) closure(dependency, seen);
  return seen;
}

const gzipSize = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
if (!entry) throw new Error('el manifiesto no tiene entrada: ejecute npm run build');

console.log(`\n${'ruta'.padEnd(26)} ${'archivos'.padStart(8)} ${'JS gzip (KiB)'.padStart(14)}`);
for (const [route, modules] of Object.entries(routes)) {
  const chunks = closure(entry);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} no está en el manifiesto`);
    closure(module, chunks);
  }
  const files = [...chunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
  console.log(
    `${route.padEnd(26)} ${String(files.length).padStart(8)} ${(total / 1024).toFixed(1).padStart(14)}`,
  );
}
