// Screenshots of the signed-in candidate screens (the public ones: e2e/screenshot.ts):
//   node --import tsx e2e/candidate/screens.ts http://localhost:3203
// Signs in as the README's demo candidate, applies once, then writes e2e/screenshots/candidate-*.png.
import { mkdirSync } from 'node:fs';
import { chromium, type Page } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from '../chromium';

const base = process.argv[2] ?? 'http://localhost:3203';
const outDir = new URL('../screenshots/', import.meta.url).pathname;
assertChromiumInstalled();
mkdirSync(outDir, { recursive: true });

async function signIn(page: Page) {
  await page.goto(`${base}/`);
  await page.getByLabel('Número de documento').fill('1020304050');
  await page.getByLabel('Contraseña', { exact: true }).fill('Portal2026!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await page.getByRole('navigation', { name: 'Menú del candidato' }).waitFor();
}

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const width of [390, 1280]) {
  const page = await browser.newPage({ viewport: { width, height: width < 600 ? 844 : 800 } });
  await signIn(page);
  if (width === 390) {
    await page.goto(`${base}/vacancy/1`);
    await page.waitForLoadState('networkidle');
    if (await page.getByRole('button', { name: 'Postularme' }).count()) {
      await page.getByRole('radio').first().check();
      await page.getByRole('button', { name: 'Postularme' }).click();
      await page.getByRole('status').filter({ hasText: 'Estado' }).waitFor();
    }
  }
  const shots: [string, string][] = [
    ['jobs', '/?tab=jobs'],
    ['applications', '/?tab=applications'],
    ['profile', '/?tab=profile'],
    ['vacancy-applied', '/vacancy/1'],
  ];
  for (const [name, path] of shots) {
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(400);
    const file = `${outDir}candidate-${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  if (width === 390) {
    await page.goto(`${base}/?tab=profile`);
    await page.getByLabel('Primer nombre').fill('');
    await page.getByLabel('Correo electrónico').fill('mal correo');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.screenshot({ path: `${outDir}candidate-profile-errors-${width}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
