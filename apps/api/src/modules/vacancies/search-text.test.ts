import { describe, expect, it } from 'vitest';
import { toPrefixQuery } from './search-text.js';

describe('toPrefixQuery', () => {
  it('folds accents and case and makes every word a prefix', () => {
    expect(toPrefixQuery('  Producción  BODEG ')).toBe('produccion:* & bodeg:*');
    expect(toPrefixQuery('Montaña Ñandú')).toBe('montana:* & nandu:*');
  });
  it('drops tsquery syntax and gives null when nothing is left', () => {
    expect(toPrefixQuery("a|b & !c:* ('x')")).toBe('a:* & b:* & c:* & x:*');
    expect(toPrefixQuery(' &|! ')).toBeNull();
    expect(toPrefixQuery(undefined)).toBeNull();
  });
});
