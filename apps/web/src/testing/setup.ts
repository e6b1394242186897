import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup: unmount every
// render after each test, or a dialog's pending timers fire after jsdom is gone ("document is not
// defined") and one test's screen leaks into the next one's queries.
afterEach(() => cleanup());

// jsdom has no CSS.escape; React Aria's modals call it when they open. Browsers all have it.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
globalThis.CSS = css as typeof CSS;

// findBy… and waitFor give up after 1 s by default. A screen whose first render loads its schemas on
// demand (the bell) took longer than that on a loaded 2-core CI machine, and failed while working.
configure({ asyncUtilTimeout: 5_000 });
