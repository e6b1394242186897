import { eq } from 'drizzle-orm';
import {
  type ContractState,
  contractStateLabels,
  type FileCheck,
  signerRoleLabels,
  type SignerRole,
  signingMessages as messages,
  type Verification,
} from '@portal/shared/contracts/signing';
import { contractTypeLabels, type ContractType } from '@portal/shared/contracts/template';
import { fullName } from '@portal/shared/text';
import type { Db } from '../../db/client.js';
import { certificadosLaborales } from '../../db/schema/index.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import { assignmentContractData } from './repository.js';
import type { Employer } from './service.js';
import * as repo from './signing/repository.js';
import { sha256 } from './signing/service.js';

/**
 * The public page `/verificar/:codigo` (issue 31 items 2 and 5): what a code stands for, its hashes and
 * the names of who signed, and nothing else personal (Ley 1581 de 2012, art. 4 f). A file someone holds
 * is checked by its SHA-256 against the one recorded: any changed byte makes it differ.
 */

/** The worker's name on the document: a name only (Ley 1581 de 2012, art. 4 f). */
async function holderOf(db: Db, idMision: number) {
  const row = await assignmentContractData(db, idMision, undefined);
  return row ? fullName(row) : '';
}

export async function verification(db: Db, codigo: string, employer: Employer): Promise<Verification> {
  const contract = await repo.contractByCode(db, codigo);
  if (contract) {
    const signatures = await repo.signaturesOf(db, contract.id);
    return {
      codigo,
      tipo: 'contrato',
      titulo: contractTypeLabels[contract.tipo as ContractType],
      estado: contractStateLabels[contract.estado as ContractState],
      emitido_en: toIso(contract.emitido_en),
      sha256_documento: contract.sha256_documento,
      sha256_archivo: contract.sha256_firmado,
      titular: await holderOf(db, contract.id_mision),
      emisor: employer.AGENCY_NAME,
      firmantes: signatures.map((signature) => ({
        rol: signerRoleLabels[signature.rol as SignerRole],
        nombre: signature.nombre,
        firmado_en: toIso(signature.firmado_en),
      })),
    };
  }
  const [certificate] = await db
    .select()
    .from(certificadosLaborales)
    .where(eq(certificadosLaborales.codigo, codigo));
  if (!certificate) throw AppError.notFound(messages.verifyNotFound);
  return {
    codigo,
    tipo: 'certificado_laboral',
    titulo: 'Certificado laboral',
    estado: 'Expedido',
    emitido_en: toIso(certificate.emitido_en),
    sha256_documento: certificate.sha256,
    sha256_archivo: certificate.sha256,
    titular: await holderOf(db, certificate.id_mision),
    emisor: employer.AGENCY_NAME,
    firmantes: [],
  };
}

/** Whether a code names a contract or a certificate (checked before a file to compare is read). */
export async function codeExists(db: Db, codigo: string) {
  if (await repo.contractByCode(db, codigo)) return true;
  const [certificate] = await db
    .select({ id: certificadosLaborales.id })
    .from(certificadosLaborales)
    .where(eq(certificadosLaborales.codigo, codigo));
  return certificate !== undefined;
}

/**
 * Whether a file is the document of this code, byte for byte: the signed file once there is one; the
 * file as issued is recognised too, and said to be the unsigned copy, never "modified".
 */
export async function checkFile(
  db: Db,
  codigo: string,
  file: Buffer | null,
  employer: Employer,
): Promise<FileCheck> {
  const found = await verification(db, codigo, employer);
  if (!file?.length) throw AppError.badRequest(messages.verifyFileRequired);
  const hash = sha256(file);
  if (hash === (found.sha256_archivo ?? found.sha256_documento))
    return { coincide: true, message: messages.verifyMatch };
  if (found.sha256_archivo && hash === found.sha256_documento)
    return { coincide: true, message: messages.verifyIssuedCopy };
  return { coincide: false, message: messages.verifyMismatch };
}
