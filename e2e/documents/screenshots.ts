// Screenshots of the signed-in document screens at phone and desktop widths:
//   node --import tsx e2e/documents/screenshots.ts http://127.0.0.1:3000
// Signs in as the demo candidate first; writes e2e/screenshots/documents-*.png (ignored by git).
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const paths = (process.env.PATHS ?? '/documentos,/solicitudes-documentos').split(',');
const outDir = new URL('../screenshots/', import.meta.url).pathname;

assertChromiumInstalled();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await browser.newPage({
    viewport: { width, height: width < 600 ? 844 : 800 },
    locale: 'es-CO',
  });
  await page.goto(base);
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.waitForFunction(() => localStorage.getItem('candidate'));
  for (const path of paths) {
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const file = `${outDir}documents${path.replace(/\W+/g, '-')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    await page.screenshot({ path: file.replace(/\.png$/, '-top.png') });
    console.log(file);
  }
  await page.close();
}
await browser.close();
