// jsdom has no CSS.escape; React Aria's modals call it when they open. Browsers all have it.
const css = (globalThis.CSS ?? {}) as { escape?: (value: string) => string };
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (char) => `\\${char}`);
globalThis.CSS = css as typeof CSS;
