import { BOOT_ELEMENT_ID, type BootData } from '@portal/shared/system/boot';

let read = false;
let boot: BootData | null = null;

/**
 * The boot data the server wrote into this page's first HTML (decision 0041), read once. Null when
 * the page came without it: Vite's dev server, or an index.html served as a plain file.
 */
export function bootData(): BootData | null {
  if (read) return boot;
  read = true;
  const text = document.getElementById(BOOT_ELEMENT_ID)?.textContent;
  try {
    boot = text ? (JSON.parse(text) as BootData) : null;
  } catch (error) {
    console.warn('Datos de arranque ilegibles; se leen de la API', error);
  }
  return boot;
}
