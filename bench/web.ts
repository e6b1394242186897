// npm run bench:web — gzip size of the JS each public route loads, from Vite's build manifest.
// A first visit without a session loads the entry (a small loader) and its static imports: the page
// comes rendered by the server. Once someone touches a control, or at once with a stored session, the
// entry loads the app and the lazy route module with their imports (decision 0050).
// With --check (npm run test:size, part of npm test) it fails when a route grows past a bound.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { appChunks, chunkClosure, entryKey, readBuildManifest } from '../apps/api/src/lib/build-manifest';
import { signedInScreen } from '../apps/api/src/modules/public-pages/signed-in-screens';
import { JS_BUDGETS, SIGNED_IN_JS_BUDGETS } from './web-budgets';

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
  '/': ['src/app/routes/public/home.tsx', 'src/features/candidate/identity/AuthScreen.tsx'],
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
/** Files (JS only) and their gzip KiB. */
const weigh = (chunks: Set<string>) => {
  // A set: a module merged into another chunk has its own key for the same file (manifest-modules.ts).
  const files = [...new Set([...chunks].map((key) => manifest[key]!.file))].filter((file) =>
    file.endsWith('.js'),
  );
  return { files: files.length, kib: files.reduce((sum, file) => sum + gzipSize(file), 0) / 1024 };
};
const bound = (route: string, what: string, kib: number, ceiling: number) => {
  if (kib > ceiling) over.push(`${route} (${what}): ${kib.toFixed(1)} KiB > ${ceiling} KiB`);
};
const column = (value: string | number, width: number) => String(value).padStart(width);
console.log(
  `\n${'ruta'.padEnd(24)} ${column('primera carga', 14)} ${column('techo', 6)} ${column('meta', 5)}` +
    `   ${column('con la app', 11)} ${column('archivos', 8)} ${column('techo', 6)}`,
);
const firstLoad = weigh(closure(entry));
for (const [route, modules] of Object.entries(routes)) {
  const withApp = closure(entry, new Set(appChunks(manifest)));
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} no está en el manifiesto`);
    closure(module, withApp);
  }
  const app = weigh(withApp);
  const { ceiling, appCeiling, goal } = JS_BUDGETS[route]!;
  bound(route, 'primera carga', firstLoad.kib, ceiling);
  bound(route, 'con la app', app.kib, appCeiling);
  console.log(
    `${route.padEnd(24)} ${column(firstLoad.kib.toFixed(1), 14)} ${column(ceiling, 6)} ${column(goal, 5)}` +
      `   ${column(app.kib.toFixed(1), 11)} ${column(app.files, 8)} ${column(appCeiling, 6)}`,
  );
}
// Signed-in first screens (decision 0073): the app opens at once with the screen's modules, as the API
// names them in the page's HTML (for the dashboard, an agency user's: with the KPI panel).
console.log(
  `\n${'primera pantalla con sesión'.padEnd(28)} ${column('KiB', 7)} ${column('archivos', 8)} ${column('techo', 6)} ${column('meta', 5)}`,
);
for (const [route, { ceiling, goal }] of Object.entries(SIGNED_IN_JS_BUDGETS)) {
  const screen = signedInScreen(route)!;
  const chunks = closure(entry, new Set(appChunks(manifest)));
  for (const module of [...screen.modules, ...(screen.modulesWith?.modules ?? [])]) {
    if (!manifest[module]) throw new Error(`${module} no está en el manifiesto`);
    closure(module, chunks);
  }
  const weight = weigh(chunks);
  bound(route, 'primera pantalla con sesión', weight.kib, ceiling);
  console.log(
    `${route.padEnd(28)} ${column(weight.kib.toFixed(1), 7)} ${column(weight.files, 8)} ${column(ceiling, 6)} ${column(goal, 5)}`,
  );
}
if (check && over.length > 0) {
  console.error(`\nJS por encima de su techo (bench/web-budgets.ts):\n${over.join('\n')}`);
  process.exit(1);
}
