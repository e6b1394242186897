// Entry of the demo seed's process (run-demo-seed.ts). The seed is TypeScript: tsx's loader is
// registered here when the portal runs from source (under `node --import tsx` this is a no-op).
import { register } from 'tsx/esm/api';

register();
await import('./seed-process.ts');
