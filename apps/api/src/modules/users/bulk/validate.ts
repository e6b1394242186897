import { inArray } from 'drizzle-orm';
import { type BulkRow, foldHeader, roleFromText } from '@portal/shared/users/bulk';
import { bulkMessages } from '@portal/shared/messages';
import { registerUserBodySchema, type RegisterUserBody } from '@portal/shared/users/staff';
import type { Db } from '../../../db/client.js';
import { usuarios } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { listCompanies, listGroups } from '../repository.js';
import type { Placement } from '../../../access/staff-scope.js';
import { assertCanManage, placementOf, type ScopedUser } from '../team/scope.js';

export interface RowCheck {
  fila: number;
  correo: string;
  errores: Record<string, string>;
  user?: RegisterUserBody & Placement;
}

interface Lookups {
  groups: Map<string, { id_grupo: number }>;
  companies: Map<string, { id_empresa: number; id_grupo: number }>;
  taken: Set<string>;
}

/** Everything the rows refer to, in three statements whatever the file size. */
export async function loadLookups(db: Db, emails: string[]): Promise<Lookups> {
  const groups = new Map<string, { id_grupo: number }>();
  for (const group of await listGroups(db)) {
    groups.set(String(group.id_grupo), group).set(foldHeader(group.nombre), group);
  }
  const companies = new Map<string, { id_empresa: number; id_grupo: number }>();
  for (const company of await listCompanies(db)) {
    companies.set(`id:${company.id_empresa}`, company).set(company.nit, company);
  }
  const found = emails.length
    ? await db.select({ correo: usuarios.correo }).from(usuarios).where(inArray(usuarios.correo, emails))
    : [];
  return { groups, companies, taken: new Set(found.map((row) => row.correo)) };
}

/** "900.482.117-5", "900482117" or an id: the company it names. */
function findCompany(text: string, companies: Lookups['companies']) {
  const digits = text.replace(/[.\s]/g, '');
  return companies.get(digits.replace(/-\d$/, '')) ?? companies.get(digits) ?? companies.get(`id:${digits}`);
}

function checkRow(row: BulkRow, actor: ScopedUser, lookups: Lookups): Omit<RowCheck, 'fila'> {
  const errores: Record<string, string> = {};
  const rol = row.rol ? roleFromText(row.rol) : undefined;
  if (row.rol && !rol) errores.rol = bulkMessages.unknownRole;
  const parsed = registerUserBodySchema.safeParse({
    ...row,
    rol: rol ?? row.rol,
    id_grupo: null,
    id_empresa: null,
  });
  for (const issue of parsed.error?.issues ?? []) errores[String(issue.path[0])] ??= issue.message;
  const correo = parsed.success ? parsed.data.correo : row.correo.trim().toLowerCase();
  if (!parsed.success || !rol) return { correo, errores };

  const group = row.grupo ? lookups.groups.get(foldHeader(row.grupo)) : null;
  const company = row.empresa ? findCompany(row.empresa, lookups.companies) : null;
  if (row.grupo && !group) errores.grupo = bulkMessages.unknownGroup;
  if (row.empresa && !company) errores.empresa = bulkMessages.unknownCompany;
  if (lookups.taken.has(correo)) errores.correo = bulkMessages.emailTaken;
  if (Object.keys(errores).length) return { correo, errores };
  try {
    const place = placementOf(
      rol,
      { grupo: Boolean(row.grupo), empresa: Boolean(row.empresa) },
      group,
      company,
    );
    assertCanManage(actor, { rol, ...place });
    return { correo, errores, user: { ...parsed.data, ...place } };
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const field =
      Object.keys(error.fields ?? {})[0] === 'id_empresa' ? 'empresa' : error.fields ? 'grupo' : 'rol';
    return { correo, errores: { [field]: error.message } };
  }
}

/** Every row checked by the same shared rules as a single registration, plus duplicates in the file. */
export function checkRows(rows: BulkRow[], actor: ScopedUser, lookups: Lookups): RowCheck[] {
  const firstRowOf = new Map<string, number>();
  return rows.map((row, index) => {
    const fila = index + 2; // row 1 is the header
    const check = checkRow(row, actor, lookups);
    const first = firstRowOf.get(check.correo);
    if (first !== undefined && check.correo) {
      return {
        fila,
        correo: check.correo,
        errores: { ...check.errores, correo: bulkMessages.duplicateInFile(first) },
      };
    }
    if (check.correo) firstRowOf.set(check.correo, fila);
    return { fila, ...check };
  });
}
