// npm run bench:phone — what a cheap phone feels at the first tap of the public pages (issue 35).
// Debian's Chromium driven by Playwright, with the network and CPU of a cheap phone applied for real
// (CDP: 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU 4× slower), 390×844, a fresh browser each run.
// For each journey: INP of the tap (Event Timing entries, durationThreshold 16), the time from the tap
// to the screen asked for (an element that proves it, on the next frame), and the bytes and requests
// the tap set off until then; for the sign-in, the slowest keystroke. Cold: the page's first visit.
// Warm: the same journey again in the same browser with its storage cleared but its HTTP cache kept.
// Median and range of PHONE_RUNS (5) runs. Not part of `npm test`: it takes minutes and varies with the
// machine's load, so compare figures taken back to back.
// Builds the web if missing and serves it on a fresh data folder, like bench:lighthouse;
// PHONE_BASE_URL=http://127.0.0.1:3999 measures a portal already running (another build, a worktree).
// PHONE_JOURNEYS=vacante,landing runs only those.
import { readFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { medianAndRange, PHONE_CPU_SLOWDOWN, PHONE_NETWORK, portalUnderTest } from './lib/phone-portal';

const RUNS = Number(process.env.PHONE_RUNS ?? 5);
/** How long the visitor reads a page before the tap: what an idle page may do meanwhile counts. */
const READ_MS = Number(process.env.PHONE_READ_MS ?? 2000);
/** What each document of the measured tab runs first (records the tap, event timings, arrival). */
const PROBE = readFileSync(new URL('./lib/phone-probe.js', import.meta.url), 'utf8');
const DEMO = { document: '1020304050', password: 'Portal2026!' };

/** The element that proves the screen asked for is there: visible, with this text, at this address. */
interface Arrival {
  selector: string;
  text?: string;
  search?: string;
}

/**
 * One first tap on a page. `act` does what the visitor does before the tap (typing) and returns the
 * control tapped. Signed-in journeys (/dashboard, /order/search) add themselves to `journeys` with a
 * `prepare` that signs in first (it runs before the measured visit, in the same browser).
 */
export interface Journey {
  name: string;
  path(base: string): Promise<string>;
  act(page: Page): Promise<Locator>;
  arrival: Arrival;
  prepare?(page: Page, base: string): Promise<void>;
}

const SIGN_IN_FORM: Arrival = { selector: 'h1', text: 'Ingresa al portal' };

async function vacancyPath(base: string) {
  const { items } = (await (await fetch(`${base}/api/vacancies?page_size=50`)).json()) as {
    items: { id_vacante: number }[];
  };
  for (const { id_vacante } of items) {
    const detail = (await (await fetch(`${base}/api/vacancies/${id_vacante}`)).json()) as { espacios: [] };
    if (detail.espacios.length > 0) return `/vacancy/${id_vacante}`;
  }
  return `/vacancy/${items[0]!.id_vacante}`;
}

export const journeys: Journey[] = [
  {
    name: 'vacante → Postularme',
    path: vacancyPath,
    act: async (page) => page.getByRole('button', { name: 'Postularme' }),
    arrival: SIGN_IN_FORM,
  },
  {
    name: 'landing → Buscar vacantes',
    path: async () => '/landing',
    act: async (page) => page.getByRole('button', { name: 'Buscar vacantes' }),
    arrival: { ...SIGN_IN_FORM, search: 'tab=jobs' },
  },
  {
    name: 'política → Menú',
    path: async () => '/politicas/privacidad',
    act: async (page) => page.getByText('Menú', { exact: true }),
    arrival: { selector: 'nav[aria-label="Políticas"] a' },
  },
  {
    name: 'inicio → Iniciar sesión',
    path: async () => '/',
    act: async (page) => {
      await page.getByLabel('Número de documento').click();
      await page.keyboard.type(DEMO.document, { delay: 120 });
      await page.getByLabel('Contraseña', { exact: true }).click();
      await page.keyboard.type(DEMO.password, { delay: 120 });
      return page.getByRole('button', { name: 'Iniciar sesión' });
    },
    arrival: { selector: 'nav[aria-label="Menú del candidato"]' },
  },
];

interface Sample {
  inp: number;
  tapToScreen: number;
  kib: number;
  requests: number;
  slowestKey: number;
}

async function throttle(context: BrowserContext, page: Page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
  return cdp;
}

/** One visit and tap, measured. The page's tab keeps the probe's records in sessionStorage. */
async function visit(page: Page, base: string, path: string, journey: Journey): Promise<Sample> {
  const cdp = await throttle(page.context(), page);
  const started = new Map<string, number>();
  const sizes = new Map<string, number>();
  cdp.on('Network.requestWillBeSent', (event) => started.set(event.requestId, event.wallTime * 1000));
  cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
  await page.goto(`${base}${path}`, { waitUntil: 'load' });
  await page.waitForTimeout(READ_MS);
  const control = await journey.act(page);
  await page.evaluate("sessionStorage.setItem('phone:armed', '1')");
  await control.click();
  // Null while a page load replaces the document.
  const read = (key: string) =>
    page.evaluate<string | null>(`sessionStorage.getItem('${key}')`).catch(() => null);
  const deadline = Date.now() + 60_000;
  while (!(await read('phone:arrived'))) {
    if (Date.now() > deadline) throw new Error(`${journey.name}: la pantalla no llegó en 60 s`);
    await page.waitForTimeout(50);
  }
  const tap = Number(await read('phone:tap'));
  const arrived = Number(await read('phone:arrived'));
  // The answers of requests asked before the arrival finish coming in.
  await page.waitForTimeout(1000);
  const events = JSON.parse((await read('phone:events')) ?? '[]') as {
    name: string;
    duration: number;
    start: number;
    id: number;
  }[];
  const after = [...started].filter(([, at]) => at >= tap - 5 && at <= arrived).map(([id]) => id);
  const interactions = (from: number, to: number) =>
    events.filter((event) => event.id > 0 && event.start >= from && event.start < to);
  await cdp.detach();
  return {
    inp: Math.max(0, ...interactions(tap - 5, Infinity).map((event) => event.duration)),
    tapToScreen: arrived - tap,
    kib: after.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024,
    requests: after.length,
    slowestKey: Math.max(
      0,
      ...interactions(0, tap - 5)
        .filter((event) => event.name.startsWith('key'))
        .map((event) => event.duration),
    ),
  };
}

async function runOnce(base: string, journey: Journey, path: string, warm: boolean): Promise<Sample> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO' });
    await context.addInitScript({ content: `${PROBE}\nphoneProbe(${JSON.stringify(journey.arrival)});` });
    let page = await context.newPage();
    await journey.prepare?.(page, base);
    if (warm) {
      await visit(page, base, path, journey);
      // Same browser and HTTP cache; no session, no stored visit, nothing the first pass left. A new
      // tab, for a sessionStorage of its own.
      await context.clearCookies();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Storage.clearDataForOrigin', {
        origin: base,
        storageTypes: 'local_storage,indexeddb,service_workers,cache_storage',
      });
      await cdp.detach();
      await page.close();
      page = await context.newPage();
    }
    return await visit(page, base, path, journey);
  } finally {
    await browser.close();
  }
}

async function main() {
  const { base, stop } = await portalUnderTest(39402);
  const only = process.env.PHONE_JOURNEYS?.split(',');
  const chosen = journeys.filter((journey) => !only || only.some((word) => journey.name.includes(word)));
  console.log(
    `\nbench:phone · ${base} · ${new Date().toISOString()} · ${RUNS} ejecuciones · lectura ${READ_MS} ms · ` +
      `RTT 150 ms, 1,6 Mbps ↓, 750 Kbps ↑, CPU ×${PHONE_CPU_SLOWDOWN}, 390×844 · mediana (rango)`,
  );
  const header = [
    'recorrido'.padEnd(26),
    'caché'.padEnd(6),
    'INP ms',
    'toque → pantalla ms',
    'KiB',
    'peticiones',
    'tecla más lenta ms',
  ];
  console.log(header.join(' | '));
  try {
    for (const journey of chosen) {
      const path = await journey.path(base);
      for (const warm of [false, true]) {
        const samples: Sample[] = [];
        for (let run = 0; run < RUNS; run++) samples.push(await runOnce(base, journey, path, warm));
        const of = (key: keyof Sample) => samples.map((sample) => sample[key]);
        console.log(
          [
            journey.name.padEnd(26),
            (warm ? 'tibia' : 'fría').padEnd(6),
            medianAndRange(of('inp')),
            medianAndRange(of('tapToScreen')),
            medianAndRange(of('kib'), 1),
            medianAndRange(of('requests')),
            journey.name.includes('sesión') ? medianAndRange(of('slowestKey')) : '—',
          ].join(' | '),
        );
      }
    }
  } finally {
    await stop();
  }
}

// Run, unless another bench imports `journeys` to add its own.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
