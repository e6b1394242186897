/**
 * Turns what a person typed into a prefix tsquery over the accent-free `busqueda` column:
 * "Producción  bodeg" → "produccion:* & bodeg:*". Only [a-z0-9] words survive, so the result is
 * always a valid tsquery and nothing the user types reaches the parser as syntax.
 */
export function toPrefixQuery(text: string | undefined): string | null {
  if (!text) return null;
  const words = text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}
