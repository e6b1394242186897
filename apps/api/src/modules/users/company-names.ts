import { withoutHiddenCharacters } from '@portal/shared/contact';
import type { Db } from '../../db/client.js';
import { listCompanies } from './repository.js';
import { latinSkeleton } from './confusables.js';

/** Legal forms a razón social ends with, as words once folded ("S.A.S." → "s a s"). */
const LEGAL_FORMS = [
  's a s',
  'sas',
  's a',
  'sa',
  'ltda',
  'e u',
  'eu',
  'bic',
  's en c s',
  's en c',
  'y cia',
  'cia',
];

/** Lower case, no accents, words of letters and digits: how two spellings of a name compare. */
export function foldName(name: string): string {
  // NFKC first: fullwidth and mathematical letters become plain ones; hidden characters go; then
  // Cyrillic and Greek look-alikes become the Latin letters they imitate (decision 0055).
  return latinSkeleton(withoutHiddenCharacters(name.normalize('NFKC')))
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

/** What names a company among others: its folded razón social without the legal forms it ends with. */
export function companyCore(razonSocial: string): string {
  let core = foldName(razonSocial);
  for (let trimmed = true; trimmed;) {
    trimmed = false;
    for (const form of LEGAL_FORMS) {
      if (core.endsWith(` ${form}`)) {
        core = core.slice(0, -form.length - 1);
        trimmed = true;
      }
    }
  }
  return core || foldName(razonSocial);
}

/** The texts made of consecutive whole words of `name`, spaces removed ("a b c" → a, ab, abc, b, bc, c). */
function wordRuns(name: string): Set<string> {
  const words = name.split(' ');
  const runs = new Set<string>();
  for (let start = 0; start < words.length; start++)
    for (let end = start + 1; end <= words.length; end++) runs.add(words.slice(start, end).join(''));
  return runs;
}

/**
 * Whether the shown name carries the company's name, spaces aside but on word boundaries: "Alimentos
 * del Valle de Aburrá - Planta Itagüí" and "AlimentosdelValle de Aburrá" do, "Cordillerandina" does not
 * carry "Andina". The shown name is also refused when it is, whole, the start of the company's name
 * (two words or more: "Alimentos del Valle" for "Alimentos del Valle de Aburrá"; decision 0055).
 */
function carries(shown: string, core: string): boolean {
  if (core === '') return false;
  if (wordRuns(shown).has(core.replaceAll(' ', ''))) return true;
  const coreWords = core.split(' ');
  const shownCore = companyCore(shown).replaceAll(' ', '');
  return coreWords.some(
    (_, k) => k >= 1 && k < coreWords.length - 1 && coreWords.slice(0, k + 1).join('') === shownCore,
  );
}

/**
 * Whether a name shown to the public names a company outside the group: a company's name inside the
 * name of one of the group's own ("Andina" in "Logística Andina") is the group's.
 */
export function namesOtherGroupsCompany(
  shownName: string,
  companies: { razon_social: string; id_grupo: number }[],
  idGrupo: number | null,
): boolean {
  const shown = foldName(shownName);
  const named = companies
    .map((company) => ({ core: companyCore(company.razon_social), own: company.id_grupo === idGrupo }))
    .filter(({ core }) => carries(shown, core));
  const ownCores = named.filter((company) => company.own).map((company) => company.core);
  return named.some(({ core, own }) => !own && !ownCores.some((ownCore) => carries(ownCore, core)));
}

/**
 * For other modules (the vacancy editor): whether a name shown to the public names a client company
 * the staff member may not act for. Admins may name any; others only their group's companies.
 */
export async function namesCompanyOutOfScope(
  db: Db,
  staff: { rol: string; id_grupo: number | null },
  shownName: string,
): Promise<boolean> {
  if (staff.rol === 'admin') return false;
  return namesOtherGroupsCompany(shownName, await listCompanies(db), staff.id_grupo);
}
