import { describe, expect, it } from 'vitest';
import { safeUrlTransform } from './url-transform';

describe('safeUrlTransform', () => {
  it.each([
    'http://portaldeempleo.co',
    'https://www.sic.gov.co',
    'HTTPS://WWW.SIC.GOV.CO',
    'irc://irc.libera.chat/portal',
    'ircs://irc.libera.chat/portal',
    'mailto:protecciondedatos@portaldeempleo.co',
    'xmpp:soporte@portaldeempleo.co',
  ])('keeps %s', (url) => expect(safeUrlTransform(url)).toBe(url));

  it.each([
    '/politicas/cookies',
    'cookies',
    '../v1/terminos.md',
    '#derechos',
    '?tab=jobs',
    '/a?b=c:d',
    '//cdn.x',
  ])('keeps the relative URL %s', (url) => expect(safeUrlTransform(url)).toBe(url));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'tel:+576017452030',
    ':sin-protocolo',
  ])('blanks %j', (url) => expect(safeUrlTransform(url)).toBe(''));
});
