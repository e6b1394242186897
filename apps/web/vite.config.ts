import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import {
  AMPLIFY_BIG_INTEGER,
  AMPLIFY_SRP_CONSTANTS,
  amplifyBigIntegerPath,
  amplifySrpConstantsPath,
} from './build/amplify-srp';
import { manifestModules } from './build/manifest-modules';
import { policyHtml } from './build/policy-html';
import { precompress } from './build/precompress';

const apiTarget = process.env.API_URL ?? 'http://localhost:3001';

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [react(), tailwindcss(), policyHtml(), manifestModules(), precompress()],
  // The server render (entry-server.tsx, built to dist-server) needs no copy of the public files.
  publicDir: isSsrBuild ? false : 'public',
  // It carries its own production React, whatever NODE_ENV the API runs with.
  ...(isSsrBuild ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': '"production"' } } : {}),
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      [AMPLIFY_BIG_INTEGER]: amplifyBigIntegerPath(),
      [AMPLIFY_SRP_CONSTANTS]: amplifySrpConstantsPath(),
    },
  },
  // The manifest lets bench/web.ts measure what each route loads.
  build: {
    manifest: true,
    sourcemap: true,
    target: 'es2022',
    // Chunks under 8 KB are merged into the chunks loaded with them: a first visit makes 3 to 11
    // requests instead of 9 to 23, each a round trip on a slow phone network (decision 0047).
    // The server render's map names files and lines for the API's stack traces, without carrying the
    // sources themselves: the API keeps every map it loads in memory (decision 0069).
    rollupOptions: isSsrBuild
      ? { output: { sourcemapExcludeSources: true } }
      : { output: { experimentalMinChunkSize: 8_000 } },
  },
  server: {
    port: 3000,
    proxy: { '/api': apiTarget, '/cognito': apiTarget, '/healthz': apiTarget },
  },
}));
