import type { PublicConfig } from './config';

/**
 * What a page's first HTML hands the SPA so its first render needs no round trip (decision 0041): the
 * runtime config of GET /api/config and, on some public pages, the answers of the page's first
 * queries by their React Query key. A JSON script element, which CSP lets through and nothing runs.
 */
export const BOOT_ELEMENT_ID = 'portal-boot';

/** A query's key as the web app names it, and its answer as the API would send it. */
export type BootQuery = [key: readonly unknown[], data: unknown];

export interface BootData {
  config: PublicConfig;
  queries?: BootQuery[];
  /**
   * On a page the server rendered, the script files its screen needs beyond the app: the app loads
   * later (decision 0050), and fetches these alongside itself then instead of in the first HTML.
   */
  scripts?: string[];
  /**
   * The script files the page's next step needs: on `/`, signing in (Amplify and the candidate's home).
   * Fetched without running while the visitor starts that step (the password's field), not at its end.
   */
  nextScripts?: string[];
}

/** The class of the element that holds a page the server rendered, until the app takes it over. */
export const PRERENDERED_CLASS = 'prerendered';

/**
 * Set on <html> by the page's first script when the browser holds a Cognito session (Amplify's
 * `LastAuthUser` key): a screen the server rendered as a signed-out visitor sees it (`/`'s sign-in
 * form) stays hidden, so a signed-in candidate never glimpses it before the app shows their home.
 */
export const STORED_SESSION_ATTRIBUTE = 'data-stored-session';

/** The localStorage key whose presence means a Cognito session is stored (Amplify's `LastAuthUser`). */
export const STORED_SESSION_KEY = /^CognitoIdentityServiceProvider\..+\.LastAuthUser$/;

/** The class of a server render that only a signed-out visitor may see. */
export const SIGNED_OUT_VIEW_CLASS = 'signed-out-view';

/**
 * The class of a server render made for the staff session whose cookie came with the request
 * (decision 0081): the person's own screen, so the app starts at once and takes it over.
 */
export const SIGNED_IN_VIEW_CLASS = 'signed-in-view';
