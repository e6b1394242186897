import Markdown from 'react-markdown';
import { safeUrlTransform } from '../url-transform';
import { markdownComponents } from './markdown-components';

/** A policy body: styled markdown, raw HTML ignored, unsafe link protocols blanked. */
export function PolicyMarkdown({ children }: { children: string }) {
  return (
    <Markdown components={markdownComponents} urlTransform={safeUrlTransform} skipHtml>
      {children}
    </Markdown>
  );
}
