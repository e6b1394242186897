const SAFE_PROTOCOLS = new Set(['http', 'https', 'irc', 'ircs', 'mailto', 'xmpp']);

// Browsers drop these before reading a scheme, so `java\tscript:` still runs as javascript:.
// eslint-disable-next-line no-control-regex
const IGNORED_BY_BROWSERS = /^[\u0000-\u0020]+|[\u0000-\u0020]+$|[\t\n\r]/g;

/**
 * react-markdown `urlTransform` (spec §2): keeps relative URLs and the protocols http, https, irc,
 * ircs, mailto and xmpp; any other URL (javascript:, data:, vbscript:, …) becomes ''.
 */
export function safeUrlTransform(url: string): string {
  const normalized = url.replace(IGNORED_BY_BROWSERS, '');
  const colon = normalized.indexOf(':');
  const firstDelimiter = normalized.search(/[/?#]/);
  // No colon, or a colon after the path, query or fragment starts: a relative URL.
  if (colon === -1 || (firstDelimiter !== -1 && colon > firstDelimiter)) return url;
  const protocol = normalized.slice(0, colon).toLowerCase();
  return SAFE_PROTOCOLS.has(protocol) ? url : '';
}
