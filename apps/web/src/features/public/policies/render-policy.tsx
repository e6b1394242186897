import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { PolicyMarkdown } from './components/PolicyMarkdown';
import { splitFrontMatter } from './front-matter';

/** What the browser fetches for a policy: its front matter and its body already turned into HTML. */
export interface RenderedPolicy {
  meta: Record<string, string>;
  html: string;
}

/**
 * Runs at build time (and in the dev server), never in the browser: the policy markdown becomes HTML
 * with the same components as before, so the page ships no markdown library (decision 0039).
 */
export function renderPolicy(markdown: string): RenderedPolicy {
  const { data, body } = splitFrontMatter(markdown);
  // Links inside the portal render as react-router <Link>s, which need a router to render at all.
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <PolicyMarkdown>{body}</PolicyMarkdown>
    </MemoryRouter>,
  );
  return { meta: data, html };
}
