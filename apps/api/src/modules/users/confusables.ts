/**
 * Latin look-alikes from other scripts, mapped to the Latin letter they are mistaken for: a reviewed
 * subset of Unicode's confusables table (UTS #39, https://www.unicode.org/Public/security/latest/confusables.txt)
 * for the Cyrillic and Greek letters that pass for Latin ones in a company name. Applied after NFKC
 * and before lower-casing, since a capital and its small letter can imitate different Latin letters
 * (Greek Ν is N, ν is v).
 */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic capitals and small letters.
  А: 'A',
  В: 'B',
  С: 'C',
  Е: 'E',
  Н: 'H',
  І: 'I',
  Ј: 'J',
  К: 'K',
  М: 'M',
  О: 'O',
  Р: 'P',
  Ѕ: 'S',
  Т: 'T',
  Х: 'X',
  Ү: 'Y',
  Ԁ: 'd',
  Ԛ: 'Q',
  Ԝ: 'W',
  Ӏ: 'l',
  а: 'a',
  с: 'c',
  е: 'e',
  һ: 'h',
  і: 'i',
  ј: 'j',
  о: 'o',
  р: 'p',
  ѕ: 's',
  у: 'y',
  х: 'x',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ү: 'y',
  // Greek capitals and small letters.
  Α: 'A',
  Β: 'B',
  Ε: 'E',
  Ζ: 'Z',
  Η: 'H',
  Ι: 'I',
  Κ: 'K',
  Μ: 'M',
  Ν: 'N',
  Ο: 'O',
  Ρ: 'P',
  Τ: 'T',
  Υ: 'Y',
  Χ: 'X',
  α: 'a',
  ι: 'i',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  υ: 'u',
  γ: 'y',
};
const LOOK_ALIKE = new RegExp(`[${Object.keys(LOOK_ALIKES).join('')}]`, 'gu');

/** The text with each listed look-alike replaced by its Latin letter (UTS #39 skeleton, for these scripts). */
export const latinSkeleton = (text: string) => text.replace(LOOK_ALIKE, (letter) => LOOK_ALIKES[letter]!);
