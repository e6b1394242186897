import type { Components } from 'react-markdown';
import { Link } from 'react-router';

const linkClass =
  'font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-4 hover:text-brand-900 hover:decoration-brand-900';

/** Links inside the portal stay in the SPA; others open in a new tab without access to this page. */
const MarkdownLink: Components['a'] = ({ href = '', children }) => {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} className={linkClass}>
        {children}
      </Link>
    );
  }
  const external = /^https?:/i.test(href);
  return (
    <a href={href} className={linkClass} {...(external && { target: '_blank', rel: 'noopener noreferrer' })}>
      {children}
    </a>
  );
};

/** Tailwind styles for the markdown of the policies; the page title is the only h1, so # renders as h2. */
export const markdownComponents: Components = {
  h1: ({ children }) => <h2 className="mt-12 mb-4 text-2xl font-bold text-brand-900">{children}</h2>,
  h2: ({ children }) => (
    <h2 className="mt-12 mb-4 scroll-mt-24 border-t border-slate-200 pt-8 text-xl font-bold text-brand-900 first:mt-0 first:border-t-0 first:pt-0 sm:text-2xl">
      {children}
    </h2>
  ),
  h3: ({ children }) => <h3 className="mt-8 mb-3 text-lg font-semibold text-slate-900">{children}</h3>,
  h4: ({ children }) => <h4 className="mt-6 mb-2 font-semibold text-slate-900">{children}</h4>,
  p: ({ children }) => <p className="my-4 leading-7 text-slate-700">{children}</p>,
  ul: ({ children }) => (
    <ul className="my-4 list-disc space-y-2 pl-6 leading-7 text-slate-700 marker:text-brand-600">
      {children}
    </ul>
  ),
  ol: ({ children, start }) => (
    <ol
      start={start}
      className="my-4 list-decimal space-y-2 pl-6 leading-7 text-slate-700 marker:font-semibold marker:text-brand-700"
    >
      {children}
    </ol>
  ),
  li: ({ children }) => <li className="pl-1">{children}</li>,
  a: MarkdownLink,
  strong: ({ children }) => <strong className="font-semibold text-slate-900">{children}</strong>,
  code: ({ children }) => (
    <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono break-words text-[0.875em] text-slate-800">
      {children}
    </code>
  ),
  blockquote: ({ children }) => (
    <blockquote className="my-6 rounded-r-lg border-l-4 border-accent-400 bg-amber-50/60 px-5 py-1 text-slate-700">
      {children}
    </blockquote>
  ),
  hr: () => <hr className="my-10 border-slate-200" />,
};
