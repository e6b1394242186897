// Entry of the table reader's thread (table-reader.ts). The reading code is TypeScript: tsx's loader is
// registered here, as vitest's worker has none (under `node --import tsx` this is a no-op twice over).
import { register } from 'tsx/esm/api';

register();
await import('./table-worker.ts');
