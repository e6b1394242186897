import { sql } from 'drizzle-orm';
import { SIGNING_CONSENT } from '@portal/shared/contracts/signing';
import { fullName } from '@portal/shared/text';
import type { Database } from '../../db/client.js';
import { contratos } from '../../db/schema/index.js';
import { queryRows } from '../../db/rows.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { type Employer, seedContractTemplates } from './service.js';
import * as repo from './signing/repository.js';
import { issueContract, sealContract } from './signing/service.js';

const DAY = 86_400_000;
/** What the evidence of a seeded signature says of where it came from: plainly demo data. */
const DEMO_EVIDENCE = { ip: '127.0.0.1', agente: 'Datos de demostración del portal' };

/**
 * The demo candidate's contracts (issue 31 item 6): the running assignment's, signed by her and by
 * the admin a month ago and sealed like any other; the next assignment's, issued and waiting for her
 * signature. Runs once: nothing when any contract exists.
 */
export async function seedDemoContracts(
  db: Database,
  idsMision: number[],
  employer: Employer,
  origin: string,
  now = new Date(),
) {
  const [existing] = await db.select({ id: contratos.id_contrato }).from(contratos).limit(1);
  if (existing || idsMision.length < 2) return;
  const [admin] = await queryRows<{
    id_usuario: number;
    correo: string;
    primer_nombre: string;
    primer_apellido: string;
  }>(
    db,
    sql`select id_usuario, correo, primer_nombre, primer_apellido from usuarios where rol = 'admin' order by id_usuario limit 1`,
  );
  if (!admin) return;
  // The demo data may be seeded before the server's first start has put the shipped templates in place.
  await seedContractTemplates(db);
  const principal: StaffPrincipal = {
    id_usuario: admin.id_usuario,
    rol: 'admin',
    id_grupo: null,
    id_empresa: null,
    sessionHash: '',
  };
  const signedAt = new Date(now.getTime() - 31 * DAY);
  const { id } = await issueContract(
    db,
    principal,
    idsMision[0]!,
    { tipo: 'obra_labor' },
    employer,
    origin,
    signedAt,
    { quiet: true },
  );
  await issueContract(db, principal, idsMision[1]!, { tipo: 'obra_labor' }, employer, origin, now, {
    quiet: true,
  });
  await db.transaction(async (tx) => {
    const contract = (await repo.contractInScope(tx, id, undefined))!;
    const sign = { id_contrato: id, ...DEMO_EVIDENCE, consentimiento: SIGNING_CONSENT };
    await repo.insertSignature(tx, {
      ...sign,
      rol: 'trabajador',
      nombre: fullName(contract),
      documento: contract.documento_trabajador,
      correo: contract.correo_trabajador ?? 'sin correo',
      firmado_en: signedAt,
    });
    await repo.insertSignature(tx, {
      ...sign,
      rol: 'agencia',
      nombre: `${admin.primer_nombre} ${admin.primer_apellido}`,
      documento: '52123456',
      correo: admin.correo,
      id_usuario: admin.id_usuario,
      firmado_en: new Date(signedAt.getTime() + 2 * 3600_000),
    });
    await sealContract(tx, contract, 'por_firmar_trabajador', origin, employer, signedAt);
  });
}
