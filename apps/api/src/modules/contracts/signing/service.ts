import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { HIRING_APPLICATION_STATES } from '@portal/shared/applications/hiring';
import { fullName, maskEmail } from '@portal/shared/text';
import {
  type AgencySignBody,
  type CandidateContract,
  type ContractState,
  type ContractSummary,
  type IssueContractBody,
  SIGNING_CONSENT,
  type SignerRole,
  signingMessages as messages,
  type WorkerSignBody,
} from '@portal/shared/contracts/signing';
import { contractTypeLabels, type ContractType, renderContract } from '@portal/shared/contracts/template';
import { placementScope } from '../../../access/staff-scope.js';
import type { Database, Db } from '../../../db/client.js';
import { empresas, misiones, postulaciones, usuarios } from '../../../db/schema/index.js';
import { AppError } from '../../../lib/app-error.js';
import { toIso } from '../../../lib/clock.js';
import type { StaffPrincipal } from '../../../plugins/staff-auth.js';
import { markHiringStep } from '../../applications/hiring/service.js';
import { recordAudit } from '../../audit/service.js';
import { notificationEvents, notify } from '../../notifications/service.js';
import { agencyStaffOf, companyUsersOf } from '../../users/companies/agency-contacts.js';
import { assignmentContract, type Employer } from '../service.js';
import { checkSigningCode, sendSigningCode, spendSigningCode } from './codes.js';
import * as repo from './repository.js';
import { newVerificationCode } from './verification-code.js';

/**
 * Issuing and signing a worker's contract (issue 31 item 2, decision 0065). The worker signs first,
 * then an agency representative; each signature needs a code mailed to the signer and is kept with its
 * evidence. The second signature seals the file: the pages signed plus an evidence page, hashed.
 */

export const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

/** Where the public page checks a code: what the QR and the footer point at. */
export const verifyUrlOf = (origin: string, code: string) => `${origin}/verificar/${code}`;

/** How a signer reached us: what the evidence page records. */
export interface SigningRequest {
  ip: string;
  userAgent: string;
  origin: string;
}

const staffScope = (staff: StaffPrincipal) =>
  placementScope(staff, { id_grupo: empresas.id_grupo, id_empresa: misiones.id_empresa });
const candidateScope = (idCandidato: number) => eq(postulaciones.id_candidato, idCandidato);

/** Issues the assignment's contract from the newest template of the type, as a PDF to be signed. */
export async function issueContract(
  db: Database,
  staff: StaffPrincipal,
  idMision: number,
  body: IssueContractBody,
  employer: Employer,
  origin: string,
  now: Date,
  /** Demo data issues contracts without telling anyone (no bell, no mail at the first start). */
  { quiet = false } = {},
) {
  const { values, assignment } = await assignmentContract(db, staff, idMision, employer);
  if (assignment.terminada_el) throw AppError.conflict(messages.assignmentEnded);
  const template = await repo.latestTemplate(db, body.tipo);
  if (!template) throw AppError.badRequest(messages.noTemplate);
  const rendered = renderContract(template.cuerpo, values);
  if (!rendered.ok) throw AppError.badRequest(messages.missingFields(rendered.missing));
  const codigo = newVerificationCode();
  const title = contractTypeLabels[body.tipo];
  // pdf-lib and its fonts load with the first PDF, not at start (memory at rest, decision 0069).
  const { contractPdf } = await import('../pdf/documents.js');
  const pdf = await contractPdf(
    {
      code: codigo,
      verifyUrl: verifyUrlOf(origin, codigo),
      title,
      markdown: rendered.text,
      employer: employer.AGENCY_NAME,
    },
    now,
  );
  return db.transaction(async (tx) => {
    const id = await repo.insertContract(tx, {
      id_mision: idMision,
      id_plantilla: template.id,
      tipo: body.tipo,
      codigo,
      texto: rendered.text,
      pdf_documento: pdf,
      sha256_documento: sha256(pdf),
      emitido_por: staff.id_usuario,
      emitido_en: now,
    });
    if (id === undefined) throw AppError.conflict(messages.alreadyIssued);
    await recordAudit(tx, {
      actor: staff,
      accion: 'emitir_contrato',
      entidad: 'contrato',
      entidad_id: id,
      despues: { id_mision: idMision, tipo: body.tipo, codigo, plantilla: template.id },
    });
    if (!quiet)
      await notify(
        tx,
        notificationEvents.contractToSign(title),
        [{ id_candidato: assignment.id_candidato }],
        now,
      );
    return { message: messages.issued, id };
  });
}

async function staffContract(db: Db, staff: StaffPrincipal, id: number) {
  const row = await repo.contractInScope(db, id, staffScope(staff));
  if (!row) throw AppError.notFound(messages.notFound);
  return row;
}

export async function voidContract(db: Database, staff: StaffPrincipal, id: number, now: Date) {
  return db.transaction(async (tx) => {
    const row = await staffContract(tx, staff, id);
    const estado = await repo.lockContract(tx, id);
    if (estado === 'anulado') return { message: messages.voided };
    if (estado === 'firmado') throw AppError.conflict(messages.cannotVoid);
    await repo.moveContract(tx, id, estado!, { estado: 'anulado', anulado_en: now });
    await recordAudit(tx, {
      actor: staff,
      accion: 'anular_contrato',
      entidad: 'contrato',
      entidad_id: id,
      antes: { estado: row.estado },
    });
    return { message: messages.voided };
  });
}

/** A signature is only taken for an assignment still running (or about to start). */
function requireRunning(row: repo.ScopedContract) {
  if (row.terminada_el) throw AppError.conflict(messages.assignmentEnded);
}

const titleOf = (row: { tipo: string }) => contractTypeLabels[row.tipo as ContractType];

async function candidateOwnContract(db: Db, idCandidato: number, id: number) {
  const row = await repo.contractInScope(db, id, candidateScope(idCandidato));
  if (!row || row.estado === 'anulado') throw AppError.notFound(messages.notYours);
  return row;
}

/** The worker's contract to read: its text, its state and where the signing code would go. */
export async function candidateContract(
  db: Db,
  idCandidato: number,
  verifiedEmail: string | null,
  id: number,
): Promise<CandidateContract> {
  const row = await candidateOwnContract(db, idCandidato, id);
  const [summary] = await contractSummaries(db, [row.id_mision]);
  return {
    ...summary!,
    texto: row.texto,
    correo: verifiedEmail ? maskEmail(verifiedEmail) : null,
    consentimiento: SIGNING_CONSENT,
  };
}

/**
 * Mails the worker their code, to the address their sign-in verified (the id token's): one changed in
 * the profile and not yet confirmed could be anyone's, so it receives nothing (decision 0065).
 */
export async function sendWorkerCode(
  db: Database,
  idCandidato: number,
  verifiedEmail: string | null,
  id: number,
  now: Date,
) {
  const row = await candidateOwnContract(db, idCandidato, id);
  requireRunning(row);
  if (!verifiedEmail) throw AppError.badRequest(messages.noEmail);
  await db.transaction(async (tx) => {
    if ((await repo.lockContract(tx, id)) !== 'por_firmar_trabajador')
      throw AppError.conflict(messages.notWorkersTurn);
    await sendSigningCode(
      tx,
      {
        idContrato: id,
        rol: 'trabajador',
        idUsuario: null,
        correo: verifiedEmail,
        nombre: fullName(row),
        titulo: titleOf(row),
      },
      now,
    );
  });
  return { message: messages.codeSent(maskEmail(verifiedEmail)) };
}

export async function signAsWorker(
  db: Database,
  idCandidato: number,
  id: number,
  body: WorkerSignBody,
  request: SigningRequest,
  now: Date,
) {
  const row = await candidateOwnContract(db, idCandidato, id);
  if (row.estado !== 'por_firmar_trabajador') throw AppError.conflict(messages.notWorkersTurn);
  requireRunning(row);
  const code = await checkSigningCode(
    db,
    { idContrato: id, rol: 'trabajador', idUsuario: null },
    body.codigo,
    now,
  );
  return db.transaction(async (tx) => {
    const correo = await spendSigningCode(tx, code, now);
    if (!(await repo.moveContract(tx, id, 'por_firmar_trabajador', { estado: 'por_firmar_agencia' })))
      throw AppError.conflict(messages.notWorkersTurn);
    await repo.insertSignature(tx, {
      id_contrato: id,
      rol: 'trabajador',
      nombre: fullName(row),
      documento: row.documento_trabajador,
      correo,
      ip: request.ip,
      agente: request.userAgent,
      consentimiento: SIGNING_CONSENT,
      firmado_en: now,
    });
    await recordAudit(tx, {
      actor: { candidato: row.documento_trabajador },
      accion: 'firmar_contrato',
      entidad: 'contrato',
      entidad_id: id,
      despues: { rol: 'trabajador' },
    });
    await notify(
      tx,
      notificationEvents.contractToCountersign(row.servicio, row.empresa),
      await agencyStaffOf(tx, row.id_empresa),
      now,
    );
    return { message: messages.signedByWorker };
  });
}

async function staffSigner(db: Db, staff: StaffPrincipal) {
  const [row] = await db
    .select({ correo: usuarios.correo, nombre: usuarios.primer_nombre, apellido: usuarios.primer_apellido })
    .from(usuarios)
    .where(eq(usuarios.id_usuario, staff.id_usuario));
  return { correo: row!.correo, nombre: `${row!.nombre} ${row!.apellido}` };
}

export async function sendAgencyCode(db: Database, staff: StaffPrincipal, id: number, now: Date) {
  const row = await staffContract(db, staff, id);
  requireRunning(row);
  const signer = await staffSigner(db, staff);
  await db.transaction(async (tx) => {
    if ((await repo.lockContract(tx, id)) !== 'por_firmar_agencia')
      throw AppError.conflict(messages.notAgencysTurn);
    await sendSigningCode(
      tx,
      { idContrato: id, rol: 'agencia', idUsuario: staff.id_usuario, ...signer, titulo: titleOf(row) },
      now,
    );
  });
  return { message: messages.codeSent(maskEmail(signer.correo)) };
}

/**
 * The countersignature: it seals the file (the signed pages plus the evidence page), completes the
 * hiring step 'Contrato firmado' and tells the worker and the company, all in one transaction.
 */
export async function signAsAgency(
  db: Database,
  staff: StaffPrincipal,
  id: number,
  body: AgencySignBody,
  request: SigningRequest,
  employer: Employer,
  now: Date,
) {
  const row = await staffContract(db, staff, id);
  if (row.estado !== 'por_firmar_agencia') throw AppError.conflict(messages.notAgencysTurn);
  requireRunning(row);
  const signer = await staffSigner(db, staff);
  const code = await checkSigningCode(
    db,
    { idContrato: id, rol: 'agencia', idUsuario: staff.id_usuario },
    body.codigo,
    now,
  );
  return db.transaction(async (tx) => {
    const correo = await spendSigningCode(tx, code, now);
    await repo.insertSignature(tx, {
      id_contrato: id,
      rol: 'agencia',
      nombre: signer.nombre,
      documento: body.documento,
      correo,
      ip: request.ip,
      agente: request.userAgent,
      consentimiento: SIGNING_CONSENT,
      id_usuario: staff.id_usuario,
      firmado_en: now,
    });
    const sealed = await sealContract(tx, row, 'por_firmar_agencia', request.origin, employer, now);
    if (!sealed) throw AppError.conflict(messages.notAgencysTurn);
    await recordAudit(tx, {
      actor: staff,
      accion: 'firmar_contrato',
      entidad: 'contrato',
      entidad_id: id,
      despues: { rol: 'agencia', sha256: sealed },
    });
    const [application] = await tx
      .select({ estado: postulaciones.estado })
      .from(postulaciones)
      .where(eq(postulaciones.id_postulacion, row.id_postulacion));
    // A hire in progress gets the step now; a complete one had it done already, and a hire that
    // left the process (discarded) has no steps to mark: the contract is signed either way.
    if (
      application &&
      application.estado !== 'contratada' &&
      HIRING_APPLICATION_STATES.includes(application.estado)
    )
      await markHiringStep(
        tx,
        staff,
        'agencia',
        row.id_postulacion,
        'contrato',
        {
          completado: true,
          comentario: `Firmado electrónicamente (código ${row.codigo}).`,
          audiencia: 'empresa',
        },
        () => Promise.resolve(true),
      );
    await notify(
      tx,
      notificationEvents.contractSigned('candidato', row.servicio),
      [{ id_candidato: row.id_candidato }],
      now,
    );
    await notify(
      tx,
      notificationEvents.contractSigned('empresa', row.servicio),
      await companyUsersOf(tx, row.id_empresa),
      now,
    );
    return { message: messages.signedByAgency };
  });
}

/**
 * Seals a contract both parties signed: the pages as issued plus the evidence page of its signatures,
 * stored with its hash. Moves it to 'firmado' only from `from`; the hash, or null when it had moved.
 */
export async function sealContract(
  tx: Db,
  contract: { id: number; codigo: string; tipo: string; sha256_documento: string },
  from: ContractState,
  origin: string,
  employer: Employer,
  now: Date,
): Promise<string | null> {
  const files = await repo.contractFiles(tx, contract.id);
  const signatures = await repo.signaturesOf(tx, contract.id);
  const { signedContractPdf } = await import('../pdf/documents.js');
  const signed = await signedContractPdf(
    files!.documento,
    {
      code: contract.codigo,
      verifyUrl: verifyUrlOf(origin, contract.codigo),
      title: titleOf(contract),
      employer: employer.AGENCY_NAME,
      documentSha256: contract.sha256_documento,
      signatures: signatures.map((signature) => ({ ...signature, rol: signature.rol as SignerRole })),
    },
    now,
  );
  const hash = sha256(signed);
  const moved = await repo.moveContract(tx, contract.id, from, {
    estado: 'firmado',
    pdf_firmado: signed,
    sha256_firmado: hash,
  });
  return moved ? hash : null;
}

/** The PDF each party downloads: the signed file once both signed, else the one issued. */
async function fileOf(db: Db, row: repo.ScopedContract) {
  const files = await repo.contractFiles(db, row.id);
  const signed = files!.firmado;
  return {
    bytes: signed ?? files!.documento,
    filename: `contrato-${row.codigo}${signed ? '-firmado' : ''}.pdf`,
  };
}

export const staffContractFile = async (db: Db, staff: StaffPrincipal, id: number) =>
  fileOf(db, await staffContract(db, staff, id));

export const candidateContractFile = async (db: Db, idCandidato: number, id: number) =>
  fileOf(db, await candidateOwnContract(db, idCandidato, id));

/** The company downloads its worker's contract once it is signed by both. */
export async function companyContractFile(db: Db, user: StaffPrincipal, id: number) {
  const row = await staffContract(db, user, id);
  if (row.estado !== 'firmado') throw AppError.notFound(messages.notFound);
  return fileOf(db, row);
}

/** The contract in force of each assignment, for the cards of the three audiences. */
export async function contractSummaries(
  db: Db,
  idsMision: number[],
): Promise<(ContractSummary & { id_mision: number })[]> {
  const rows = await repo.contractsOfAssignments(db, idsMision);
  const byId = new Map<number, ContractSummary & { id_mision: number }>();
  for (const row of rows) {
    const summary = byId.get(row.id) ?? {
      id: row.id,
      id_mision: row.id_mision,
      codigo: row.codigo,
      tipo: row.tipo as ContractType,
      titulo: titleOf(row),
      estado: row.estado as ContractState,
      emitido_en: toIso(row.emitido_en),
      firmado_trabajador_en: null,
      firmado_agencia_en: null,
    };
    if (row.rol === 'trabajador') summary.firmado_trabajador_en = toIso(row.firmado_en!);
    if (row.rol === 'agencia') summary.firmado_agencia_en = toIso(row.firmado_en!);
    byId.set(row.id, summary);
  }
  return [...byId.values()];
}
