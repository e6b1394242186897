export interface NameParts {
  primer_nombre: string;
  segundo_nombre: string | null;
  primer_apellido: string | null;
  segundo_apellido: string | null;
}

// Particles stay with the word after them: "María de los Ángeles", "Pedro de la Torre".
const PARTICLES = new Set(['de', 'del', 'la', 'las', 'los', 'y', 'san', 'van', 'von']);

function words(fullName: string): string[] {
  const out: string[] = [];
  let pending: string[] = [];
  for (const word of fullName.trim().split(/\s+/).filter(Boolean)) {
    pending.push(word);
    if (!PARTICLES.has(word.toLowerCase())) {
      out.push(pending.join(' '));
      pending = [];
    }
  }
  if (pending.length) out.push(pending.join(' '));
  return out;
}

/**
 * Splits a full name the Colombian way: up to two given names, then up to two surnames.
 * 1 word: given name; 2: name + surname; 3: two names + surname (as "Ana María Rodríguez");
 * 4 or more: two names, first surname, and the rest as second surname.
 */
export function splitFullName(fullName: string): NameParts {
  const w = words(fullName);
  const [first = '', second, third, ...rest] = w;
  if (w.length <= 1)
    return { primer_nombre: first, segundo_nombre: null, primer_apellido: null, segundo_apellido: null };
  if (w.length === 2) {
    return { primer_nombre: first, segundo_nombre: null, primer_apellido: second!, segundo_apellido: null };
  }
  return {
    primer_nombre: first,
    segundo_nombre: second!,
    primer_apellido: third!,
    segundo_apellido: rest.length ? rest.join(' ') : null,
  };
}
