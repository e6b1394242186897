import { withoutHiddenCharacters } from '@portal/shared/contact';
import type { Db } from '../../db/client.js';
import { listCompanies } from './repository.js';

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
  // NFKC first: fullwidth and mathematical letters become plain ones; hidden characters go.
  return withoutHiddenCharacters(name.normalize('NFKC'))
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

/** Whether the shown name carries the company's name as whole words ("… de Aburrá - Planta Itagüí"). */
const carries = (shown: string, core: string) => core !== '' && ` ${shown} `.includes(` ${core} `);

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
