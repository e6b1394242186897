import { describe, expect, it } from 'vitest';
import { splitFrontMatter } from './front-matter';

describe('splitFrontMatter', () => {
  it('removes a leading key: value block and returns its entries', () => {
    const text =
      '---\ntitle: Política de Privacidad\nversion: 1.0\nupdated: 2026-11-15\n---\n\n## 1. Responsable\n';
    expect(splitFrontMatter(text)).toEqual({
      data: { title: 'Política de Privacidad', version: '1.0', updated: '2026-11-15' },
      body: '## 1. Responsable\n',
    });
  });

  it('handles Windows line endings, a BOM, quoted values, colons in values and blank lines', () => {
    const text = '\uFEFF---\r\ntitle: "Términos: uso"\r\n\r\nurl: https://x.co\r\n---\r\nTexto';
    expect(splitFrontMatter(text)).toEqual({
      data: { title: 'Términos: uso', url: 'https://x.co' },
      body: 'Texto',
    });
  });

  it('leaves text without a block untouched', () => {
    expect(splitFrontMatter('# Hola\n\ntitle: no')).toEqual({ data: {}, body: '# Hola\n\ntitle: no' });
  });

  it('keeps a leading thematic break and a block that is not key: value lines', () => {
    const breakFirst = '---\n\nPárrafo después de una línea.\n';
    expect(splitFrontMatter(breakFirst)).toEqual({ data: {}, body: breakFirst });
    const prose = '---\nEsto no es metadato\n---\nTexto';
    expect(splitFrontMatter(prose)).toEqual({ data: {}, body: prose });
  });

  it('keeps a block that never closes', () => {
    const open = '---\ntitle: Sin cierre\n\nTexto';
    expect(splitFrontMatter(open)).toEqual({ data: {}, body: open });
  });

  it('only strips the first block', () => {
    const text = '---\na: 1\n---\nCuerpo\n---\nb: 2\n---\n';
    expect(splitFrontMatter(text)).toEqual({ data: { a: '1' }, body: 'Cuerpo\n---\nb: 2\n---\n' });
  });
});
