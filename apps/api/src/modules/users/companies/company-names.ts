import { withoutHiddenCharacters } from '@portal/shared/contact';
import { reaches, type StaffScope } from '../../../access/staff-scope.js';
import type { Db } from '../../../db/client.js';
import { listCompanies } from '../repository.js';
import { skeleton } from './confusables.js';

/** Legal forms a razón social ends with, as words ("S.A.S." → "s a s"); folded like names below. */
const LEGAL_FORM_WORDS = [
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

/**
 * How two spellings of a name compare: words of a look-alike skeleton, without case or accents. NFKC
 * first (fullwidth and mathematical letters become plain ones) and hidden characters out; then the
 * UTS #39 skeleton before and after lower-casing, since a capital and its small letter can imitate
 * different letters (Greek Ν is N, ν is v; Latin I is l). Last, i and l are one letter: a capital I
 * became l, so a small i must too ("AIimentos", "Alımentos", "A1imentos" and "Alimentos" meet).
 * The result is a comparison key, not text to show (decision 0055).
 */
export function foldName(name: string): string {
  const plain = withoutHiddenCharacters(name.normalize('NFKC'));
  return skeleton(skeleton(plain).toLowerCase())
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replaceAll('i', 'l')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

const LEGAL_FORMS = LEGAL_FORM_WORDS.map(foldName);

/** Small words a look-alike name drops or adds without changing what it reads as ("Alimentos Valle"). */
const CONNECTORS = new Set(['de', 'del', 'la', 'las', 'el', 'los', 'y', 'e', 'en'].map(foldName));
const withoutConnectors = (folded: string) =>
  folded
    .split(' ')
    .filter((word) => !CONNECTORS.has(word))
    .join(' ');

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
 * (two words or more: "Alimentos del Valle" for "Alimentos del Valle de Aburrá"; decision 0055). Small
 * connecting words count or not, as the shown name has them ("Alimentos Valle de Aburrá").
 */
function carries(shown: string, core: string): boolean {
  return carriesWords(shown, core) || carriesWords(withoutConnectors(shown), withoutConnectors(core));
}

function carriesWords(shown: string, core: string): boolean {
  if (core === '') return false;
  if (wordRuns(shown).has(core.replaceAll(' ', ''))) return true;
  const coreWords = core.split(' ');
  const shownCore = companyCore(shown).replaceAll(' ', '');
  return coreWords.some(
    (_, k) => k >= 1 && k < coreWords.length - 1 && coreWords.slice(0, k + 1).join('') === shownCore,
  );
}

/**
 * Whether a name shown to the public names a company that is not one's own (`isOwn`): a company's
 * name inside the name of one's own ("Andina" in "Logística Andina") is one's own.
 */
export function namesOtherCompany<Company extends { razon_social: string }>(
  shownName: string,
  companies: Company[],
  isOwn: (company: Company) => boolean,
): boolean {
  const shown = foldName(shownName);
  const named = companies
    .map((company) => ({ core: companyCore(company.razon_social), own: isOwn(company) }))
    .filter(({ core }) => carries(shown, core));
  const ownCores = named.filter((company) => company.own).map((company) => company.core);
  return named.some(({ core, own }) => !own && !ownCores.some((ownCore) => carries(ownCore, core)));
}

/**
 * For other modules (the vacancy editor): whether a name shown to the public names a client company
 * the staff member may not act for (the scope rule: an admin reaches every company).
 */
export async function namesCompanyOutOfScope(db: Db, staff: StaffScope, shownName: string): Promise<boolean> {
  return namesOtherCompany(shownName, await listCompanies(db), (company) => reaches(staff, company));
}
