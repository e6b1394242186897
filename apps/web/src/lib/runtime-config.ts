import type { PublicConfig } from '@portal/shared/config';

let current: PublicConfig | null = null;

/** Reads deployment settings from the API once at start, so one build serves every environment. */
export async function loadRuntimeConfig(): Promise<PublicConfig> {
  const response = await fetch('/api/config', { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`No se pudo leer la configuración (${response.status})`);
  // The API validates this answer against publicConfigSchema; parsing it again here would put zod
  // into the first-load bundle of every visitor.
  current = (await response.json()) as PublicConfig;
  return current;
}

export function runtimeConfig(): PublicConfig {
  if (!current) throw new Error('runtime config read before loadRuntimeConfig()');
  return current;
}
