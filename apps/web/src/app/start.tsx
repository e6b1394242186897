import '../lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { setIdentityConfig } from '@/lib/amplify';
import { initErrorReporting } from '@/lib/error-reporting';
import { loadRuntimeConfig } from '@/lib/runtime-config';
import type { Handoff } from './boot/handoff';
import { renderHidden } from './boot/render-hidden';
import { Providers } from './Providers';
import { createAppRouter, routerReady } from './router';

/** After the browser's next paint: a frame, then a task once it is drawn. */
const nextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
/**
 * A new task: on a server's page people type while the app boots, and each key waits for the task
 * running when it is pressed, so the boot's steps (evaluating the app, the screen, rendering) are
 * kept apart (issue 35).
 */
const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Renders the portal; on a page the server rendered, takes it over through `handoff` (boot/wake.ts). */
export async function start(handoff: Handoff | null) {
  const container = document.getElementById('root')!;
  if (handoff) await nextTask();
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
  const app = (
    <StrictMode>
      <Providers>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>
  );
  // A screen only the app paints (the signed-in ones) renders as a transition too: in slices of a few
  // milliseconds instead of one long task, so a tap meanwhile is not kept waiting (decision 0077).
  if (!handoff) return startTransition(() => createRoot(container).render(app));
  // The server's page stays until the app has rendered the same screen (decision 0043), and is
  // replaced in the same task that carries over what was typed there (decision 0050).
  await Promise.all([routerReady(router), nextPaint()]);
  await nextTask();
  const rendered = await renderHidden(container, app);
  await handoff.settled();
  handoff.takeOver(rendered.show);
}
