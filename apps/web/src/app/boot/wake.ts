import {
  PRERENDERED_CLASS,
  SIGNED_IN_VIEW_CLASS,
  STORED_SESSION_ATTRIBUTE,
  STORED_SESSION_KEY,
} from '@portal/shared/system/boot';
import { bootData } from '@/lib/boot-data';
import { rememberVacancyVisit } from '@/features/public/vacancies/vacancy-storage';
import { rememberFormReturn } from '@/lib/session/return-path';
import { captureUtm } from '@/lib/utm';
import { whenIdle } from '@/lib/when-idle';
import { worksWithoutApp } from '@/lib/without-app';
import { watchServerPage, type Handoff } from './handoff';
import { preloadScripts } from './preload-scripts';

/** The app's module: it renders the portal, taking over a server-rendered page if there is one. */
export type AppModule = { start(handoff: Handoff | null): Promise<void> };

/** A control someone is about to use: touching or focusing it is what wakes the app. Links are not. */
const CONTROL = 'input, select, textarea, button, summary, label, [role="button"]';
const WAKE_EVENTS = ['pointerdown', 'focusin'] as const;

type Connection = { saveData?: boolean; effectiveType?: string };

/**
 * Once the page has loaded and is idle, downloads the app and the page's screen without running
 * them (`prefetch`: into the cache, not parsed), so the first tap finds them there (decision 0072).
 * Not when the visitor asked to save data, nor on a 2G connection, where it would slow what they do.
 */
function warmApp(files: string[] = []) {
  const connection = (navigator as Navigator & { connection?: Connection }).connection;
  if (files.length === 0 || connection?.saveData || /2g$/.test(connection?.effectiveType ?? '')) return;
  const start = () => void whenIdle(() => preloadScripts(files, 'prefetch'), 3000, 500);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * Runs `run` in a task after the page's first contentful paint, or after the next frame where the
 * browser does not report paints. A tab that never paints (in the background) runs it once shown.
 */
function afterFirstPaint(run: () => void) {
  const later = () => setTimeout(run, 0);
  if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return void requestAnimationFrame(later);
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    later();
  });
  observer.observe({ type: 'paint', buffered: true });
}

/** `/?volver=…`, where the vacancy's plain form sends a visitor to sign in: kept, and the address cleaned. */
function takeFormReturn() {
  try {
    const address = rememberFormReturn(window.location);
    if (address) history.replaceState(history.state, '', address);
  } catch {
    // Storage blocked: the sign-in still works, without the way back.
  }
}

/**
 * What visiting a page stores in the browser (spec §3), which the app's screens do when they render:
 * done here for a visitor the app may never come to, so a plain link they follow keeps it.
 */
function recordVisit({ pathname, search }: Location) {
  try {
    captureUtm(search);
    const vacancyId = /^\/vacancy\/(\d+)\/?$/.exec(pathname)?.[1];
    if (vacancyId) rememberVacancyVisit(vacancyId, search, false);
  } catch {
    // Storage blocked: the app tries again when it comes, and reports it.
  }
}

/**
 * Starts the app (decision 0050). A public page the server rendered is complete without it, so for a
 * visitor without a stored session it loads only when they first reach for one of the page's
 * controls, or signs in from another tab: someone who reads a vacancy and leaves, or follows a link,
 * downloads no app at all. Every other page (a session to restore, a staff screen rendered for its
 * session, a screen only the app can draw) starts it at once.
 */
export function wakeApp(load: () => Promise<AppModule>) {
  takeFormReturn();
  const page = document.querySelector<HTMLFieldSetElement>(`#root > fieldset.${PRERENDERED_CLASS}`);
  const handoff = page ? watchServerPage(page) : null;
  let woken = false;
  let failures = 0;
  const listen = () => {
    for (const type of WAKE_EVENTS) document.addEventListener(type, onTouch, true);
    window.addEventListener('storage', onStorage);
  };
  const wake = () => {
    if (woken) return;
    woken = true;
    for (const type of WAKE_EVENTS) document.removeEventListener(type, onTouch, true);
    window.removeEventListener('storage', onStorage);
    // The page's screen's scripts download alongside the app, instead of after it.
    if (failures === 0) preloadScripts(bootData()?.scripts);
    load().then(
      (app) => app.start(handoff),
      (error: unknown) => {
        console.warn(error);
        // A download cut off: the page stays usable, and the next touch tries again. A browser that
        // keeps the failed module (they may) gets the page again, app and all, at the second touch.
        if (!handoff) return;
        if (++failures > 1) return window.location.reload();
        handoff.abandon();
        woken = false;
        listen();
      },
    );
  };
  const onTouch = (event: Event) => {
    const target = event.target as Element;
    if (worksWithoutApp(target)) return;
    if (target.closest?.(CONTROL) && !target.closest('a[href]')) wake();
  };
  // Signed in from another tab: what this page shows a signed-in visitor is the app's to draw.
  const onStorage = (event: StorageEvent) => {
    if (event.key && STORED_SESSION_KEY.test(event.key)) wake();
  };
  // A staff screen rendered for its session paints first: the app's files and its evaluation (one
  // long task on a phone) come after, while the person reads their screen (decision 0081).
  if (page?.classList.contains(SIGNED_IN_VIEW_CLASS)) return afterFirstPaint(wake);
  if (!page || document.documentElement.hasAttribute(STORED_SESSION_ATTRIBUTE)) return wake();
  recordVisit(window.location);
  listen();
  warmApp(bootData()?.scripts);
}
