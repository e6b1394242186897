import './lib/zod-jitless';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { Providers } from './app/Providers';
import { createAppRouter } from './app/router';
import { setIdentityConfig } from './lib/amplify';
import { initErrorReporting } from './lib/error-reporting';
import { loadRuntimeConfig } from './lib/runtime-config';
import './styles.css';

async function start() {
  const root = createRoot(document.getElementById('root')!);
  try {
    const config = await loadRuntimeConfig();
    // Amplify is configured from these settings the first time the session needs it.
    setIdentityConfig(config.identity);
    await initErrorReporting(config);
  } catch (error) {
    // The portal still renders its public screens; calls that need config will say so.
    console.warn(error);
  }
  root.render(
    <StrictMode>
      <Providers>
        <RouterProvider router={createAppRouter()} />
      </Providers>
    </StrictMode>,
  );
}

void start();
