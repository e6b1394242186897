// The candidate sign-in on `/` on bench:phone's cheap phone (CPU 4×, RTT 150 ms, 1.6 Mbps, 390×844),
// once: the requests from the tap on (ms from the tap, KiB), the slowest keys typed before it, and the
// long animation frames with the scripts they ran (issue 35). Measures a portal already running:
// WATERFALL_BASE_URL=http://127.0.0.1:3990 npm run phone-waterfall -w @portal/bench (WATERFALL_FRAMES=0: no frames).
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/chromium';
import { PHONE_CPU_SLOWDOWN, PHONE_NETWORK } from './lib/phone-portal';

const base = process.env.WATERFALL_BASE_URL ?? 'http://127.0.0.1:3990';
const showFrames = process.env.WATERFALL_FRAMES !== '0';

const PAGE_PROBE = `
window.__frames = [];
window.__events = [];
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__frames.push({
    start: performance.timeOrigin + e.startTime, duration: e.duration, blocking: e.blockingDuration,
    scripts: e.scripts.map((s) => ({ d: Math.round(s.duration), url: s.sourceURL.replace(/^.*\\//, ''),
      fn: s.sourceFunctionName, invoker: s.invoker, type: s.invokerType })) });
}).observe({ type: 'long-animation-frame', buffered: true });
new PerformanceObserver((list) => {
  for (const e of list.getEntries()) window.__events.push({ name: e.name, start: performance.timeOrigin + e.startTime,
    duration: e.duration, processing: e.processingEnd - e.processingStart, delay: e.processingStart - e.startTime });
}).observe({ type: 'event', durationThreshold: 16, buffered: true });
addEventListener('pointerdown', () => { if (window.__armed && !window.__tap) window.__tap = performance.timeOrigin + performance.now(); }, true);
`;

interface Row {
  url: string;
  type: string;
  start: number;
  end?: number;
  bytes?: number;
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-CO' });
await context.addInitScript({ content: PAGE_PROBE });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send('Network.enable');
await cdp.send('Network.emulateNetworkConditions', PHONE_NETWORK);
await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE_CPU_SLOWDOWN });
const rows = new Map<string, Row & { offset: number }>();
cdp.on('Network.requestWillBeSent', (event) => {
  const url = event.request.url.replace(base, '');
  rows.set(event.requestId, {
    url: `${event.request.method} ${url}`.slice(0, 90),
    type: event.type ?? '',
    start: event.wallTime * 1000,
    offset: event.wallTime - event.timestamp,
  });
});
cdp.on('Network.loadingFinished', (event) => {
  const row = rows.get(event.requestId);
  if (!row) return;
  row.end = (event.timestamp + row.offset) * 1000;
  row.bytes = event.encodedDataLength;
});
await page.goto(`${base}/`, { waitUntil: 'load' });
await page.waitForTimeout(2000);
await page.getByLabel('Número de documento').click();
await page.keyboard.type('1020304050', { delay: 120 });
await page.getByLabel('Contraseña', { exact: true }).click();
await page.keyboard.type('Portal2026!', { delay: 120 });
await page.evaluate('window.__armed = true');
await page.getByRole('button', { name: 'Iniciar sesión' }).click();
await page.locator('nav[aria-label="Menú del candidato"]').waitFor({ timeout: 60_000 });
const arrived = await page.evaluate<number>('performance.timeOrigin + performance.now()');
await page.waitForTimeout(4000);
const tap = await page.evaluate<number>('window.__tap');
const frames =
  await page.evaluate<{ start: number; duration: number; blocking: number; scripts: unknown[] }[]>(
    'window.__frames',
  );
const events =
  await page.evaluate<{ name: string; start: number; duration: number; processing: number; delay: number }[]>(
    'window.__events',
  );
await browser.close();

const at = (time: number) => `${Math.round(time - tap)}`.padStart(6);
console.log(
  `\n${base} · toque → menú del candidato ${Math.round(arrived - tap)} ms\n  desde   hasta   KiB  petición`,
);
for (const row of [...rows.values()]
  .filter((row) => row.start >= tap - 5)
  .sort((a, b) => a.start - b.start)) {
  const kib = ((row.bytes ?? 0) / 1024).toFixed(1).padStart(5);
  console.log(`${at(row.start)} ${row.end ? at(row.end) : '     ?'} ${kib}  ${row.url} (${row.type})`);
}
const keys = events.filter((event) => event.name.startsWith('key') && event.start < tap);
const slowest = keys.sort((a, b) => b.duration - a.duration).slice(0, 3);
console.log('\nteclas más lentas (ms antes del toque · duración · espera · proceso):');
for (const key of slowest)
  console.log(
    `  ${at(key.start)} ${key.name} ${Math.round(key.duration)} ${Math.round(key.delay)} ${Math.round(key.processing)}`,
  );
if (showFrames) {
  console.log('\ncuadros largos (desde el toque · duración · bloqueo) y sus scripts:');
  for (const frame of frames.filter((frame) => frame.duration > 100))
    console.log(
      `${at(frame.start)} ${Math.round(frame.duration)} ${Math.round(frame.blocking)} ${JSON.stringify(frame.scripts)}`,
    );
}
