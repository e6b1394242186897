import { eq } from 'drizzle-orm';
import { type ClientProfile, type updateClientProfileBodySchema } from '@portal/shared/users/client-profile';
import { clientProfileMessages } from '@portal/shared/messages';
import type { z } from 'zod';
import type { Database } from '../../../db/client.js';
import { empresas } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import type { CompanyUser } from '../../../access/staff-scope.js';
import { recordAudit } from '../../audit/service.js';
import { findCompany, findUserById } from '../repository.js';

/** The signed-in company user's company, as the client profile shows it. */
export async function clientProfile(db: Database, user: CompanyUser): Promise<ClientProfile> {
  const [company, person] = await Promise.all([
    findCompany(db, user.id_empresa),
    findUserById(db, user.id_usuario),
  ]);
  if (!company || !person) throw AppError.notFound('La empresa no existe.');
  return {
    name: company.razon_social,
    email: company.correo,
    phone: company.telefono,
    address: company.direccion,
    nit: `${company.nit}-${company.digito_verificacion}`,
    usuario: { nombre: `${person.primer_nombre} ${person.primer_apellido}`, correo: person.correo },
  };
}

/** The company user keeps their company's contact data; the change is audited. */
export async function updateClientProfile(
  db: Database,
  user: CompanyUser,
  body: z.output<typeof updateClientProfileBodySchema>,
) {
  await db.transaction(async (tx) => {
    const before = await findCompany(tx, user.id_empresa);
    const values = { correo: body.email, telefono: body.phone, direccion: body.address };
    await tx.update(empresas).set(values).where(eq(empresas.id_empresa, user.id_empresa));
    await recordAudit(tx, {
      actor: user,
      accion: 'editar',
      entidad: 'empresa',
      entidad_id: user.id_empresa,
      antes: before && { correo: before.correo, telefono: before.telefono, direccion: before.direccion },
      despues: values,
    });
  });
  return { message: clientProfileMessages.saved };
}
