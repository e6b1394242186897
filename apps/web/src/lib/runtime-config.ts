import type { PublicConfig } from '@portal/shared/system/config';
import { bootData } from './boot-data';

let current: PublicConfig | null = null;

/**
 * Deployment settings, so one build serves every environment: from the page's boot data when the
 * server wrote it there (no round trip before the first render), else from the API.
 */
export async function loadRuntimeConfig(): Promise<PublicConfig> {
  const inlined = bootData()?.config;
  if (inlined) return (current = inlined);
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
