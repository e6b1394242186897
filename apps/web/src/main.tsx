import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createAppRouter, routerReady } from './app/router';
import { setIdentityConfig } from './lib/amplify';
import { initErrorReporting } from './lib/error-reporting';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

/** After the browser's next paint: a frame, then a task once it is drawn. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

async function start() {
  const container = document.getElementById('root')!;
  const root = createRoot(container);
  try {
    const config = await loadRuntimeConfig();
    // Amplify is configured from these settings the first time the session needs it.
    setIdentityConfig(config.identity);
    await initErrorReporting(config);
  } catch (error) {
    // The portal still renders its public screens; calls that need config will say so.
    console.warn(error);
  }
  const router = createAppRouter();
  // A page the server rendered (entry-server.tsx, decision 0043) is painted first, and keeps its
  // HTML until the app can render the same screen in one go (replacing it), instead of a loader.
  if (container.hasChildNodes()) await Promise.all([routerReady(router), nextPaint()]);
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
}

void start();
