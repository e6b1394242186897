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

/** An e-mail masked the way Cognito shows a code's destination: "a***@e***". */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

const cop = new Intl.NumberFormat('es-CO', { style: 'currency', currency: 'COP', maximumFractionDigits: 0 });
/** Pesos as Colombians write them: "$ 1.750.905". */
export const formatCop = (pesos: number) => cop.format(pesos);

/** A person's name from its stored parts, skipping the empty ones: "María Fernanda Gómez". */
export const fullName = (person: {
  primer_nombre: string;
  segundo_nombre?: string | null;
  primer_apellido?: string | null;
  segundo_apellido?: string | null;
}) =>
  [person.primer_nombre, person.segundo_nombre, person.primer_apellido, person.segundo_apellido]
    .filter(Boolean)
    .join(' ');
