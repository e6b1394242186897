import { eq } from 'drizzle-orm';
import {
  type WagePolicy,
  type WagePolicyBody,
  wagePolicyMessages as messages,
} from '@portal/shared/users/wage-policy';
import { reaches } from '../../../access/staff-scope.js';
import type { Database, Db } from '../../../db/client.js';
import { empresas } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { recordAudit } from '../../audit/service.js';
import { findCompany } from '../repository.js';

/** A company the staff member reaches (its group's; every one for an admin), else 404. */
async function reachableCompany(db: Db, staff: StaffPrincipal, id: number) {
  const company = await findCompany(db, id);
  if (!company || !reaches(staff, company)) throw AppError.notFound(messages.companyNotFound);
  return company;
}

const policyOf = (company: typeof empresas.$inferSelect): WagePolicy => ({
  aseguradora: company.poliza_aseguradora,
  numero: company.poliza_numero,
  vigencia_hasta: company.poliza_vigencia_hasta,
  valor: company.poliza_valor,
});

export const wagePolicy = async (db: Db, staff: StaffPrincipal, id: number) =>
  policyOf(await reachableCompany(db, staff, id));

/** Staff record the company's wage policy; the change is audited with what it replaced. */
export async function saveWagePolicy(db: Database, staff: StaffPrincipal, id: number, body: WagePolicyBody) {
  return db.transaction(async (tx) => {
    const before = await reachableCompany(tx, staff, id);
    await tx
      .update(empresas)
      .set({
        poliza_aseguradora: body.aseguradora,
        poliza_numero: body.numero,
        poliza_vigencia_hasta: body.vigencia_hasta,
        poliza_valor: body.valor,
      })
      .where(eq(empresas.id_empresa, id));
    await recordAudit(tx, {
      actor: staff,
      accion: 'guardar_poliza_salarios',
      entidad: 'empresa',
      entidad_id: id,
      antes: policyOf(before),
      despues: body,
    });
    return { message: messages.saved };
  });
}
