import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PolicyMarkdown } from './PolicyMarkdown';

function renderMarkdown(markdown: string) {
  return render(
    <MemoryRouter>
      <PolicyMarkdown>{markdown}</PolicyMarkdown>
    </MemoryRouter>,
  ).container;
}

const hrefOf = (container: HTMLElement, text: string) =>
  Array.from(container.querySelectorAll('a'))
    .find((link) => link.textContent === text)
    ?.getAttribute('href');

describe('PolicyMarkdown', () => {
  it('blanks the href of a javascript: link', () => {
    const container = renderMarkdown('Haz [clic aquí](javascript:alert(document.cookie)) ahora.');
    expect(hrefOf(container, 'clic aquí')).toBe('');
    expect(container.innerHTML).not.toContain('javascript:');
  });

  it('blanks other unsafe protocols, also in autolinks and entity-encoded links', () => {
    const container = renderMarkdown(
      '[a](data:text/html,hola) [b](vbscript:x) <javascript:alert(1)> [c](javascript&#58;alert(1))',
    );
    for (const text of ['a', 'b', 'javascript:alert(1)', 'c']) expect(hrefOf(container, text)).toBe('');
  });

  it.each([
    ['http', 'http://portaldeempleo.co/vacantes'],
    ['https', 'https://www.sic.gov.co'],
    ['irc', 'irc://irc.libera.chat/portal'],
    ['ircs', 'ircs://irc.libera.chat/portal'],
    ['mailto', 'mailto:protecciondedatos@portaldeempleo.co'],
    ['xmpp', 'xmpp:soporte@portaldeempleo.co'],
    ['relative', '/politicas/cookies'],
    ['relative', 'terminos#ley-aplicable'],
  ])('keeps a %s link', (_kind, url) => {
    expect(hrefOf(renderMarkdown(`[enlace](${url})`), 'enlace')).toBe(url);
  });

  it('opens external web links in a new tab without opener access', () => {
    const link = renderMarkdown('[SIC](https://www.sic.gov.co)').querySelector('a');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('renders styled headings, paragraphs and lists, with # as a second-level heading', () => {
    const container = renderMarkdown('# Uno\n\n## Dos\n\n### Tres\n\nTexto\n\n- a\n- b\n\n1. x\n2. y\n');
    expect(container.querySelector('h1')).toBeNull();
    expect(Array.from(container.querySelectorAll('h2')).map((h) => h.textContent)).toEqual(['Uno', 'Dos']);
    expect(container.querySelector('h3')?.className).toContain('font-semibold');
    expect(container.querySelector('p')?.className).toContain('leading-7');
    expect(container.querySelector('ul')?.className).toContain('list-disc');
    expect(container.querySelectorAll('ol > li')).toHaveLength(2);
  });

  it('does not render raw HTML', () => {
    const container = renderMarkdown('<script>alert(1)</script>\n\n<img src=x onerror=alert(1)>');
    expect(container.querySelector('script, img')).toBeNull();
  });
});
