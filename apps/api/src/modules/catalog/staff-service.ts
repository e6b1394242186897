import { type CatalogPositionInput, catalogueImageOf } from '@portal/shared/catalog/staff';
import { staffCatalogMessages as messages, staffVacancyMessages } from '@portal/shared/messages';
import type { Database, Db } from '../../db/client.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { companyInStaffScope } from '../users/companies/agency-contacts.js';
import * as repo from './repository.js';

/**
 * The agency sets each company's positions and salary ranges; the default catalogue (no company)
 * serves companies without one, and only admins change it. Positions are deactivated, never deleted:
 * carts and orders keep pointing at them.
 */

async function checkCatalog(db: Db, staff: StaffPrincipal, idEmpresa: number | null) {
  if (idEmpresa === null) {
    if (staff.rol !== 'admin') throw AppError.forbidden(messages.defaultAdminOnly);
    return;
  }
  if (!(await companyInStaffScope(db, staff, idEmpresa)))
    throw AppError.forbidden(staffVacancyMessages.companyOutOfScope);
}

export async function listCatalog(db: Db, staff: StaffPrincipal, idEmpresa: number | null) {
  await checkCatalog(db, staff, idEmpresa);
  return repo.catalogPositions(db, idEmpresa);
}

async function categoryImage(db: Db, idCategoria: number) {
  const category = await repo.categoryById(db, idCategoria);
  if (!category)
    throw AppError.badRequest('Elige una categoría de la lista.', {
      id_categoria: 'Elige una categoría de la lista.',
    });
  return catalogueImageOf(category.nombre_categoria);
}

async function positionView(db: Db, id: number, idEmpresa: number | null) {
  const [row] = await repo.catalogPositions(db, idEmpresa, id);
  return row!;
}

export async function createPosition(db: Database, staff: StaffPrincipal, input: CatalogPositionInput) {
  return db.transaction(async (tx) => {
    await checkCatalog(tx, staff, input.id_empresa);
    const id = await repo.insertPosition(tx, {
      ...input,
      imagen: await categoryImage(tx, input.id_categoria),
    });
    const after = await positionView(tx, id, input.id_empresa);
    await recordAudit(tx, {
      actor: staff,
      accion: 'crear',
      entidad: 'cargo_catalogo',
      entidad_id: id,
      despues: after,
    });
    return { message: messages.created, position: after };
  });
}

/** Edits a position of a catalogue the staff member may change; it stays in the same catalogue. */
export async function editPosition(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  input: CatalogPositionInput,
) {
  return db.transaction(async (tx) => {
    const current = await repo.findPosition(tx, id);
    if (!current || current.id_empresa !== input.id_empresa) throw AppError.notFound(messages.notFound);
    await checkCatalog(tx, staff, current.id_empresa).catch(() => {
      throw AppError.notFound(messages.notFound);
    });
    const before = await positionView(tx, id, current.id_empresa);
    await repo.updatePosition(tx, id, { ...input, imagen: await categoryImage(tx, input.id_categoria) });
    const after = await positionView(tx, id, current.id_empresa);
    await recordAudit(tx, {
      actor: staff,
      accion: 'editar',
      entidad: 'cargo_catalogo',
      entidad_id: id,
      antes: before,
      despues: after,
    });
    return { message: messages.saved, position: after };
  });
}
