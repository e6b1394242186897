// Takes screenshots of pages at phone and desktop widths, to look at what we build:
//   node --import tsx e2e/screenshot.ts http://localhost:3000/politicas/privacidad [more URLs]
// Writes e2e/screenshots/<slug>-<width>.png (ignored by git). JS=0 shows what the server renders
// (decision 0043), as a reader without JavaScript sees it: <slug>-<width>-sinjs.png.
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { assertChromiumInstalled, CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
const outDir = new URL('./screenshots/', import.meta.url).pathname;
const javaScriptEnabled = process.env.JS !== '0';

assertChromiumInstalled();
mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
for (const url of process.argv.slice(2)) {
  for (const width of widths) {
    const page = await browser.newPage({
      viewport: { width, height: width < 600 ? 844 : 800 },
      javaScriptEnabled,
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    const slug = new URL(url).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home';
    const file = `${outDir}${slug}-${width}${javaScriptEnabled ? '' : '-sinjs'}.png`;
    await page.screenshot({ path: file, fullPage: process.env.FULL_PAGE === '1' });
    console.log(file);
    await page.close();
  }
}
await browser.close();
