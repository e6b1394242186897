/**
 * Marks a form or a disclosure that does its job as plain HTML (a GET form to a page the server
 * renders, a `<details>` menu): touching it does not wake the app, and the server's page does not hold
 * its press for the app (decision 0072). With the app running, React's handlers still answer it.
 */
export const WITHOUT_APP_ATTRIBUTE = 'data-sin-app';

/** The attribute as JSX props: `<form {...withoutApp}>`. */
export const withoutApp = { [WITHOUT_APP_ATTRIBUTE]: '' } as const;

/** Whether an event's target is inside such a form or disclosure. */
export const worksWithoutApp = (target: EventTarget | null) =>
  target instanceof Element && target.closest(`[${WITHOUT_APP_ATTRIBUTE}]`) !== null;
