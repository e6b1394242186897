// npm run bench:lighthouse — Lighthouse 12 (mobile profile, simulated slow 4G and a 4× slower CPU) on
// the production build served by the portal on a fresh embedded database, in Debian's Chromium, for
// the public pages of issue 13: the four category scores and LCP, TBT and CLS per page. Not part of
// `npm test`: Lighthouse runs take minutes and vary with the machine's load. LH_PAGES=/,/landing runs
// only those paths.
// Signed-in screens too (decision 0073): `/dashboard` as the demo admin and `/order/search` as the demo
// company user. The browser signs in once per account (the API's own cookies, set by a real sign-in
// call in a tab) before their runs; Lighthouse keeps cookies between runs and clears the rest.
// LH_SIGNED_IN=0 leaves them out; LH_PAGES names them as `/dashboard@admin`, `/order/search@empresa`.
// LH_BASE_URL=http://127.0.0.1:3999 measures a portal already running (another build, a worktree).
// Lighthouse's default throttling is simulated: it replays the page's unthrottled load with its CPU
// tasks 4× longer, and this headless, GPU-less Chromium takes ~0.4 s to paint even a page without
// JavaScript. The last column runs the same profile with the throttling applied (`devtools`): the
// browser really gets the slow network and CPU, which is what a phone on a slow link sees.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { ACCOUNTS, SIGNED_IN_SCREENS, signInCall, type Account } from './phone-signed-in';
import { startPortal } from './lib/servers';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOALS = 'meta: rendimiento ≥ 95, LCP ≤ 2,0 s, CLS ≤ 0,02; accesibilidad, buenas prácticas y SEO 100';

const portal = process.env.LH_BASE_URL
  ? { url: process.env.LH_BASE_URL, stop: async () => {} }
  : await startPortal(39401);
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });

let signedInAccount: Account | undefined;
/** Leaves the browser signed in as this demo account (or as nobody), with the cookies a sign-in sets. */
async function signInAs(account: Account | undefined) {
  if (account === signedInAccount) return;
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  try {
    const tab = await browser.newPage();
    await tab.goto(`${portal.url}/politicas/privacidad`);
    const cdp = await tab.createCDPSession();
    await cdp.send('Network.clearBrowserCookies');
    if (account) {
      const status = await tab.evaluate(signInCall, ACCOUNTS[account]);
      if (status !== 200) throw new Error(`no se pudo iniciar sesión como ${account}: ${status}`);
    }
    await tab.close();
  } finally {
    await browser.disconnect();
  }
  signedInAccount = account;
}
try {
  const { items } = (await (await fetch(`${portal.url}/api/vacancies`)).json()) as {
    items: { id_vacante: number }[];
  };
  const signedIn = SIGNED_IN_SCREENS.map((screen) => `${screen.path}@${screen.account}`);
  const pages = process.env.LH_PAGES
    ? process.env.LH_PAGES.split(',')
    : [
        '/',
        `/vacancy/${items[0]!.id_vacante}`,
        '/landing',
        '/politicas/privacidad',
        ...(process.env.LH_SIGNED_IN === '0' ? [] : signedIn),
      ];
  const rows: string[] = [];
  const notes: string[] = [];
  for (const page of pages) {
    const [path, account] = page.split('@') as [string, Account | undefined];
    await signInAs(account);
    const result = await lighthouse(`${portal.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result!.lhr;
    // LH_SAVE=<folder> keeps each simulated report, to read what a figure is made of.
    if (process.env.LH_SAVE) {
      mkdirSync(process.env.LH_SAVE, { recursive: true });
      const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'inicio';
      writeFileSync(join(process.env.LH_SAVE, `${name}.json`), JSON.stringify(lhr));
    }
    // A run that failed (no paint seen, a page error) scores 0: say why instead of a bare 0.
    if (lhr.runtimeError)
      notes.push(`${path} · error de Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    // What keeps a category under 100, to know where to work next.
    for (const id of CATEGORIES) {
      const failing = lhr.categories[id]!.auditRefs.filter(
        (ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9,
      );
      for (const ref of failing) notes.push(`${path} · ${id}: ${lhr.audits[ref.id]!.title}`);
    }
    // Which element Lighthouse took as the largest paint, when it came too late.
    if ((lhr.audits['largest-contentful-paint']?.numericValue ?? 0) > 2000) {
      const details = lhr.audits['largest-contentful-paint-element']?.details as
        { items?: { items?: { node?: { snippet?: string } }[] }[] } | undefined;
      const snippet = details?.items?.[0]?.items?.[0]?.node?.snippet;
      if (snippet) notes.push(`${path} · elemento del LCP: ${snippet.slice(0, 160)}`);
    }
    const applied = await lighthouse(`${portal.url}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      throttlingMethod: 'devtools',
    });
    const appliedLcp = applied!.lhr.audits['largest-contentful-paint']?.numericValue ?? NaN;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    rows.push(
      [
        page.padEnd(22),
        ...CATEGORIES.map((id) => String(score(id)).padStart(6)),
        `${(audit('largest-contentful-paint') / 1000).toFixed(2)} s`.padStart(9),
        `${audit('total-blocking-time').toFixed(0)} ms`.padStart(9),
        audit('cumulative-layout-shift').toFixed(3).padStart(7),
        `${(appliedLcp / 1000).toFixed(2)} s`.padStart(11),
      ].join(' '),
    );
  }
  console.log(`\n${'página'.padEnd(22)}   rend   acc.  b.p.    SEO       LCP       TBT     CLS  LCP aplic.`);
  for (const row of rows) console.log(row);
  console.log(GOALS);
  if (notes.length) console.log(`\npor mejorar:\n${notes.join('\n')}`);
} finally {
  await chrome.kill();
  await portal.stop();
}
