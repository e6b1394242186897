import { hashKey } from '@tanstack/react-query';
import { bootData } from './boot-data';

// Apart from boot-data.ts, which the small loader (app/boot/wake.ts) imports: React Query stays out of it.

/** Whether the page came with the answer of this query (a signed-in page's first reads, decision 0073). */
export const bootAnswers = (key: readonly unknown[]) =>
  (bootData()?.queries ?? []).some(([bootKey]) => hashKey(bootKey) === hashKey(key));
