// npm run bench:web — gzip size of the JS a first visit to each route loads, from Vite's build manifest.
// A first visit loads the entry chunk, its static imports, and the lazy route module with its imports.
// With --check (npm run test:size, part of npm test) it fails when a route grows past its ceiling.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chunkClosure, entryKey, readBuildManifest } from '../apps/api/src/lib/build-manifest';
import { JS_BUDGETS } from './web-budgets';

// WEB_DIST_DIR measures another build, as it serves another build.
const dist = `${resolve(process.env.WEB_DIST_DIR ?? new URL('../apps/web/dist', import.meta.url).pathname)}/`;
const built = readBuildManifest(dist);
if (!built) throw new Error('no hay build de la web: ejecute npm run build');
const manifest = built;

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

const closure = (key: string, seen?: Set<string>) => chunkClosure(manifest, key, seen);

const gzipSize = (file: string) => gzipSync(readFileSync(`${dist}${file}`), { level: 9 }).length;
const entry = entryKey(manifest);
if (!entry) throw new Error('el manifiesto no tiene entrada: ejecute npm run build');

const check = process.argv.includes('--check');
const over: string[] = [];
const column = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\n${'ruta'.padEnd(26)} ${column('archivos', 8)} ${column('JS gzip (KiB)', 14)} ${column('techo', 7)} ${column('meta', 6)}`,
);
for (const [route, modules] of Object.entries(routes)) {
  const chunks = closure(entry);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} no está en el manifiesto`);
    closure(module, chunks);
  }
  const files = [...chunks].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
  const kib = files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024;
  const { ceiling, goal } = JS_BUDGETS[route]!;
  if (kib > ceiling) over.push(`${route}: ${kib.toFixed(1)} KiB > techo ${ceiling} KiB`);
  console.log(
    `${route.padEnd(26)} ${column(files.length, 8)} ${column(kib.toFixed(1), 14)} ${column(ceiling, 7)} ${column(goal, 6)}`,
  );
}
if (check && over.length > 0) {
  console.error(`\nJS de primera carga por encima del techo (bench/web-budgets.ts):\n${over.join('\n')}`);
  process.exit(1);
}
