import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';

/**
 * A policy body rendered at build time by PolicyMarkdown (build/policy-html.ts): our own files, with
 * raw HTML skipped and unsafe links blanked there. A plain click on a link inside the portal stays in
 * the SPA, as the <Link> it was rendered from would.
 */
export function PolicyHtml({ html }: { html: string }) {
  const navigate = useNavigate();
  const followInside = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const href = link?.getAttribute('href') ?? '';
    if (!link || link.target || !href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  // Clicks bubble here from the links inside; the links themselves stay keyboard-reachable.
  return <div onClick={followInside} dangerouslySetInnerHTML={{ __html: html }} />;
}
