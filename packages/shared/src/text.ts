/** Lower-case and accent-free, for searches where "produccion" finds "Producción". */
export const foldText = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** Whether every word of `query` appears in `text`, ignoring case and accents. */
export function matchesAllWords(text: string, query: string): boolean {
  const folded = foldText(text);
  return foldText(query)
    .split(/\s+/)
    .filter(Boolean)
    .every((word) => folded.includes(word));
}
