import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import {
  SIGNING_CODE_ATTEMPTS,
  SIGNING_CODE_MINUTES,
  SIGNING_CODES_PER_HOUR,
  type SignerRole,
  signingMessages as messages,
} from '@portal/shared/contracts/signing';
import type { Db } from '../../../db/client.js';
import { codigosFirma } from '../../../db/schema/index.js';
import { enqueueMail } from '../../../infra/mail/outbox.js';
import { AppError } from '../../../lib/app-error.js';

/**
 * One-time signing codes (decision 0065): six digits mailed to the signer, good for one contract and
 * role, for SIGNING_CODE_MINUTES and SIGNING_CODE_ATTEMPTS guesses. Unlike the identity service's codes
 * (which answer in Cognito's protocol) these answer in the portal's own Spanish errors.
 */

const expired = () => new AppError('SIGNING_CODE_EXPIRED', messages.codeExpired);

/** Who a code is for: the worker of the contract, or one agency representative by id. */
export interface CodeOwner {
  idContrato: number;
  rol: SignerRole;
  idUsuario: number | null;
}

// Bound to contract, role and representative, so a code for one signature is worthless for another.
const hashOf = (owner: CodeOwner, code: string) =>
  createHash('sha256')
    .update(`contrato:${owner.idContrato}:${owner.rol}:${owner.idUsuario ?? '-'}:${code}`)
    .digest('hex');

/** The rows of this owner's codes. */
const codesOf = (owner: CodeOwner) =>
  and(
    eq(codigosFirma.id_contrato, owner.idContrato),
    eq(codigosFirma.rol, owner.rol),
    owner.idUsuario === null ? isNull(codigosFirma.id_usuario) : eq(codigosFirma.id_usuario, owner.idUsuario),
  );

/**
 * Sends a new code (the owner's earlier one stops working); call in the transaction that checked the
 * turn, after locking the contract row, so parallel requests cannot pass the hourly cap together.
 */
export async function sendSigningCode(
  tx: Db,
  signer: CodeOwner & { correo: string; nombre: string; titulo: string },
  now: Date,
) {
  const hourAgo = new Date(now.getTime() - 3600_000);
  const [{ sent } = { sent: 0 }] = await tx
    .select({ sent: sql<number>`count(*)::int` })
    .from(codigosFirma)
    .where(and(codesOf(signer), gt(codigosFirma.creado_en, hourAgo)));
  if (sent >= SIGNING_CODES_PER_HOUR) throw new AppError('TOO_MANY_REQUESTS', messages.tooManyCodes);
  const code = randomInt(0, 1_000_000).toString().padStart(6, '0');
  await tx
    .update(codigosFirma)
    .set({ usado_en: now })
    .where(and(codesOf(signer), isNull(codigosFirma.usado_en)));
  await tx.insert(codigosFirma).values({
    id_contrato: signer.idContrato,
    rol: signer.rol,
    id_usuario: signer.idUsuario,
    codigo_hash: hashOf(signer, code),
    correo: signer.correo,
    expira_en: new Date(now.getTime() + SIGNING_CODE_MINUTES * 60_000),
    creado_en: now,
  });
  const first = signer.nombre.split(' ')[0];
  await enqueueMail(
    tx,
    {
      recipient: signer.correo,
      subject: 'Tu código para firmar el contrato',
      text: `Hola ${first},\n\nTu código para firmar «${signer.titulo}» es: ${code}\n\nVence en ${SIGNING_CODE_MINUTES} minutos y sirve una sola vez. Escribirlo en el portal equivale a tu firma.\n\nSi no estás firmando un contrato, ignora este mensaje y avisa a la agencia.\n— Portal de empleo`,
    },
    now,
  );
}

/**
 * Checks a code, outside the signing transaction so a wrong guess is counted even though nothing
 * signs: each guess first takes an attempt in one conditional UPDATE, so parallel guesses cannot
 * outrun the limit. Returns the code's row for `spendSigningCode`.
 */
export async function checkSigningCode(db: Db, owner: CodeOwner, code: string, now: Date) {
  const [latest] = await db
    .select({ id: codigosFirma.id })
    .from(codigosFirma)
    .where(and(codesOf(owner), isNull(codigosFirma.usado_en), gt(codigosFirma.expira_en, now)))
    .orderBy(desc(codigosFirma.id))
    .limit(1);
  if (!latest) throw expired();
  const [slot] = await db
    .update(codigosFirma)
    .set({ intentos: sql`${codigosFirma.intentos} + 1` })
    .where(and(eq(codigosFirma.id, latest.id), lt(codigosFirma.intentos, SIGNING_CODE_ATTEMPTS)))
    .returning();
  if (!slot) throw expired();
  const given = Buffer.from(hashOf(owner, code));
  if (!timingSafeEqual(given, Buffer.from(slot.codigo_hash)))
    throw slot.intentos >= SIGNING_CODE_ATTEMPTS
      ? expired()
      : new AppError('SIGNING_CODE_WRONG', messages.codeWrong);
  return slot;
}

/** Spends a checked code in the signing transaction; returns the mailbox it went to (the evidence). */
export async function spendSigningCode(tx: Db, code: { id: number }, now: Date): Promise<string> {
  const [spent] = await tx
    .update(codigosFirma)
    .set({ usado_en: now })
    .where(and(eq(codigosFirma.id, code.id), isNull(codigosFirma.usado_en)))
    .returning({ correo: codigosFirma.correo });
  if (!spent) throw expired(); // used by a concurrent request
  return spent.correo;
}
