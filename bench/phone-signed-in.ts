// npm run bench:phone-signed-in — what a cheap phone waits for on the signed-in first screens
// (issue 35 items 4 and 5): `/dashboard` as the demo admin and `/order/search` as the demo company user.
// Debian's Chromium driven by Playwright, signed in once by the API's own sign-in call (its cookies),
// then a cold visit (empty HTTP cache) with a cheap phone's network and CPU applied for real (CDP:
// 150 ms RTT, 1.6 Mbps down, 750 Kbps up; CPU 4× slower), 390×844, a fresh browser each run.
// Per screen: the JS it downloads before its first meaningful screen (KiB as sent, gzip or brotli, and
// files), the time to that screen (an element that proves it, on the next frame), the LCP, and for the
// dashboard the time to its KPI figures. Median and range of PHONE_RUNS (3) runs. Not part of
// `npm test`: it varies with the machine's load, so compare figures taken back to back.
// Serves the build on a fresh data folder; PHONE_BASE_URL=http://127.0.0.1:3999 measures a portal
// already running (another build, a worktree). `measureSignedIn` is what another bench calls.
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { medianAndRange, PHONE_CPU_SLOWDOWN, PHONE_NETWORK, portalUnderTest } from './lib/phone-portal';

/** The demo accounts (seeded by `npm start`): the agency's admin and a client company's user. */
export const ACCOUNTS = {
  admin: { correo: 'admin@portal.local', password: 'Portal2026!' },
  empresa: { correo: 'empresa@portal.local', password: 'Portal2026!' },
} as const;
export type Account = keyof typeof ACCOUNTS;

/** Runs in a tab of the portal: the sign-in call the sign-in screen makes, answering its status. */
export async function signInCall(body: { correo: string; password: string }): Promise<number> {
  const response = await fetch('/api/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return response.status;
}

/** A signed-in first screen, and the elements that prove it (and its later part) are on screen. */
export interface SignedInScreen {
  path: string;
  account: Account;
  /** A selector and the text its element shows once the screen is meaningful. */
  firstScreen: [selector: string, text: string];
  /** A later part worth timing (the dashboard's KPI figures). */
  later?: [selector: string, text: string];
}

export const SIGNED_IN_SCREENS: SignedInScreen[] = [
  {
    path: '/dashboard',
    account: 'admin',
    firstScreen: ['h1', 'Hola,'],
    later: ['dt', 'Vacantes abiertas'],
  },
  { path: '/order/search', account: 'empresa', firstScreen: ['h1', 'Buscar cargos'] },
];

export interface SignedInSample {
  /** JS KiB as sent (compressed) and files, requested before the first screen. */
  jsKib: number;
  jsFiles: number;
  /** Milliseconds from navigation start. */
  firstScreen: number;
  lcp: number;
  later: number | null;
}

/**
 * Runs in every document (source text: this bench has no DOM types): the times, from navigation
 * start, at which each mark is on screen (on the next frame), and the last LCP entry's time.
 */
const probe = (marks: Record<string, [string, string]>) => `(() => {
  const marks = ${JSON.stringify(marks)};
  const state = (window.__signedIn = { seen: {}, lcp: 0 });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) state.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const check = () => {
    for (const [name, [selector, text]] of Object.entries(marks)) {
      if (state.seen[name] !== undefined) continue;
      const there = [...document.querySelectorAll(selector)].some(
        (element) => element.checkVisibility() && element.textContent.includes(text),
      );
      if (there) requestAnimationFrame(() => (state.seen[name] ??= performance.now()));
    }
  };
  const watch = () => {
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true });
    check();
  };
  if (document.readyState === 'loading') addEventListener('DOMContentLoaded', watch);
  else watch();
})();`;

async function signIn(page: Page, base: string, account: Account) {
  await page.goto(`${base}/politicas/privacidad`);
  const status = await page.evaluate(signInCall, ACCOUNTS[account]);
  if (status !== 200) throw new Error(`no se pudo iniciar sesión como ${account}: ${status}`);
  await page.goto('about:blank');
}

/** One cold visit of a signed-in screen under a cheap phone's network and CPU, in a fresh browser. */
export async function measureSignedIn(base: string, screen: SignedInScreen): Promise<SignedInSample> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO' });
    const marks = { first: screen.firstScreen, ...(screen.later ? { later: screen.later } : {}) };
    await context.addInitScript({ content: probe(marks) });
    const page = await context.newPage();
    await signIn(page, base, screen.account);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
    const scripts = new Map<string, number>();
    const sizes = new Map<string, number>();
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Script') scripts.set(event.requestId, event.timestamp);
    });
    cdp.on('Network.loadingFinished', (event) => sizes.set(event.requestId, event.encodedDataLength));
    let navigationStart = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (event.type === 'Document' && !navigationStart) navigationStart = event.timestamp;
    });
    await page.goto(`${base}${screen.path}`, { waitUntil: 'load' });
    // A function, not a string: the portal's CSP forbids eval.
    await page.waitForFunction(
      (names) => {
        const state = (globalThis as { __signedIn?: { seen: Record<string, number> } }).__signedIn;
        return names.every((name) => state?.seen[name] !== undefined);
      },
      Object.keys(marks),
      { timeout: 60_000 },
    );
    // What the screen still paints or fetches right after.
    await page.waitForTimeout(1500);
    const { seen, lcp } = (await page.evaluate('window.__signedIn')) as {
      seen: Record<string, number>;
      lcp: number;
    };
    const first = seen.first!;
    // Script requests started before the first screen (CDP timestamps are seconds since a fixed point).
    const before = [...scripts].filter(([, at]) => (at - navigationStart) * 1000 <= first).map(([id]) => id);
    await cdp.detach();
    return {
      jsKib: before.reduce((sum, id) => sum + (sizes.get(id) ?? 0), 0) / 1024,
      jsFiles: before.length,
      firstScreen: first,
      lcp,
      later: seen.later ?? null,
    };
  } finally {
    await browser.close();
  }
}

async function main() {
  const runs = Number(process.env.PHONE_RUNS ?? 3);
  const { base, stop } = await portalUnderTest(39403);
  console.log(
    `\nbench:phone-signed-in · ${base} · ${new Date().toISOString()} · ${runs} ejecuciones en frío · ` +
      `RTT 150 ms, 1,6 Mbps ↓, 750 Kbps ↑, CPU ×${PHONE_CPU_SLOWDOWN}, 390×844 · mediana (rango)`,
  );
  console.log(
    ['pantalla'.padEnd(24), 'JS KiB', 'archivos JS', 'primera pantalla ms', 'LCP ms', 'indicadores ms'].join(
      ' | ',
    ),
  );
  try {
    for (const screen of SIGNED_IN_SCREENS) {
      const samples: SignedInSample[] = [];
      for (let run = 0; run < runs; run++) samples.push(await measureSignedIn(base, screen));
      const of = (key: keyof SignedInSample) =>
        samples.map((sample) => sample[key]).filter((value): value is number => value !== null);
      console.log(
        [
          `${screen.path} (${screen.account})`.padEnd(24),
          medianAndRange(of('jsKib'), 1),
          medianAndRange(of('jsFiles')),
          medianAndRange(of('firstScreen')),
          medianAndRange(of('lcp')),
          medianAndRange(of('later')),
        ].join(' | '),
      );
    }
    console.log('meta: JS de la primera pantalla ≤ 150 KiB, LCP ≤ 2.000 ms (decisión 0073)');
  } finally {
    await stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
