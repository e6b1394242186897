import { createHash } from 'node:crypto';
import { STORED_SESSION_ATTRIBUTE, STORED_SESSION_KEY } from '@portal/shared/system/boot';

/**
 * The one inline script the portal sends (decision 0045): in <head>, before anything paints, it marks
 * <html> when localStorage holds a Cognito session, so the signed-out render of `/` stays hidden for
 * a signed-in candidate and the app starts at once (decision 0050). It reads keys only, never a token.
 * Storage may be blocked: then it does nothing.
 */
export const SESSION_HINT_SCRIPT =
  'try{for(var i=0;i<localStorage.length;i++)' +
  `if(${String(STORED_SESSION_KEY)}.test(localStorage.key(i))){` +
  `document.documentElement.setAttribute('${STORED_SESSION_ATTRIBUTE}','');break}}catch(e){}`;

/** Its CSP source: the Content-Security-Policy allows this script by hash, and no other inline one. */
export const SESSION_HINT_SOURCE = `'sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}'`;
