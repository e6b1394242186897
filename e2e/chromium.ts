import { existsSync } from 'node:fs';

/** Debian's Chromium and the flags it needs on these machines (DESIGN.md §5). Never a downloaded browser. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function assertChromiumInstalled(): void {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(
      `No se encontró Chromium en ${CHROMIUM_PATH}. Instálelo con: sudo apt-get update && sudo apt-get install -y chromium ` +
        '(o defina CHROMIUM_PATH). Las pruebas e2e no se omiten sin navegador.',
    );
  }
}
