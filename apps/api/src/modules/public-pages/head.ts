import { escapeHtml, scriptSafeJson } from '@portal/shared/vacancies/job-posting';

export const SITE_NAME = 'Portal de Empleo';
export const DEFAULT_DESCRIPTION =
  'Portal de empleo: vacantes operativas en bodegas, producción, conducción y logística en Colombia.';
/** Branded 1200 × 630 preview for WhatsApp, Facebook and X (apps/web/public). */
const PREVIEW_IMAGE = '/og-portal.png';

/** What a public page says about itself before any JavaScript runs. */
export interface PageHead {
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. `/vacancy/12`. */
  path: string;
  type?: 'website' | 'article';
  /** schema.org data, written as a JSON-LD script. */
  jsonLd?: unknown;
  /** Pages search engines should drop (a closed vacancy). */
  noindex?: boolean;
}

/** The head tags of a page: canonical URL, Open Graph, Twitter card and JSON-LD, all escaped. */
export function headTags(head: PageHead, origin: string): string {
  const url = `${origin}${head.path}`;
  const meta = (attribute: 'name' | 'property', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}" />`;
  const tags = [
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    head.noindex ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', SITE_NAME),
    meta('property', 'og:locale', 'es_CO'),
    meta('property', 'og:type', head.type ?? 'website'),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    meta('property', 'og:image', `${origin}${PREVIEW_IMAGE}`),
    meta('property', 'og:image:width', '1200'),
    meta('property', 'og:image:height', '630'),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    meta('name', 'twitter:image', `${origin}${PREVIEW_IMAGE}`),
    head.jsonLd ? `<script type="application/ld+json">${scriptSafeJson(head.jsonLd)}</script>` : '',
  ];
  return tags.filter(Boolean).join('\n    ');
}

/**
 * The built index.html with this page's title and description in place of the generic ones and the
 * other tags before </head>. The SPA then takes over as on any other route.
 */
export function pageHtml(template: string, head: PageHead, origin: string): string {
  // Replacer functions, not strings: a "$&" or "$'" in a vacancy title must stay text.
  return template
    .replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      () => `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', () => `    ${headTags(head, origin)}\n  </head>`);
}

/** A description of at most `max` characters, cut at a word, for search results and previews. */
export function summary(text: string, max = 200): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

/** Script files to fetch alongside the entry (`modulepreload`), before it asks for them. */
export const preloadTags = (files: string[]) =>
  files.map((file) => `<link rel="modulepreload" crossorigin href="${escapeHtml(file)}" />`).join('\n    ');
