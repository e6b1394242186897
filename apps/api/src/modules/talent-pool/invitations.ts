import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { talentPoolMessages as messages } from '@portal/shared/messages';
import type { InvitationBody } from '@portal/shared/talent-pool/matching';
import type { Db } from '../../db/client.js';
import { queryRows } from '../../db/rows.js';
import { enqueueMail } from '../../infra/mail/outbox.js';
import { AppError } from '../../lib/app-error.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import { candidateContacts } from '../candidates/service.js';
import { notify } from '../notifications/service.js';
import { invitationEvent, invitationMail } from './invitation-mail.js';
import { resolveTarget, targetNotInvitable } from './match-target.js';
import { candidateNotInvitable, scoreCandidates } from './matching.js';
import { refreshPool } from './refresh.js';
import { poolSettings } from './settings.js';

/** Where the invitation's link lands: the vacancy, tagged so the application counts as the invitation's. */
export const invitationLanding = (idVacante: number, idInvitacion: number) =>
  `/vacancy/${idVacante}?utm_source=invitacion&utm_campaign=invitacion-${idInvitacion}`;

/**
 * 'Invitar a postularse' (decision 0067): only to an open vacancy the caller reaches, only a candidate
 * who accepts vacancy alerts, once per vacancy and within the cap per candidate whoever sends it.
 * The candidate's row lock makes the cap hold when two staff invite the same person at once.
 */
export async function inviteCandidate(
  db: Db,
  staff: StaffPrincipal,
  body: InvitationBody,
  origin: string,
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const target = await resolveTarget(tx, staff, body);
    const closed = targetNotInvitable(target);
    if (closed) throw AppError.conflict(closed);
    const [locked] = await queryRows<{ id: number }>(
      tx,
      sql`select id_candidato as id from candidatos where id_candidato = ${body.id_candidato} for update`,
    );
    if (!locked) throw AppError.notFound(messages.candidateNotFound);
    await refreshPool(tx, [body.id_candidato]);
    const { pesos, tope_invitaciones } = await poolSettings(tx);
    const [row] = await scoreCandidates(tx, target, pesos, tope_invitaciones, body.id_candidato);
    if (!row) throw await whyNotScored(tx, body.id_candidato, target.id_vacante!);
    const refusal = candidateNotInvitable(row, tope_invitaciones);
    if (refusal) throw AppError.conflict(refusal);
    const [contact] = await candidateContacts(tx, [body.id_candidato]);
    if (!contact?.correo) throw AppError.conflict(messages.noEmail);
    const token = randomBytes(24).toString('base64url');
    const [created] = await queryRows<{ id_invitacion: number; creado_en: string }>(
      tx,
      sql`insert into invitaciones_postulacion (id_candidato, id_vacante, id_proceso, id_usuario, token, puntaje, creado_en)
          values (${body.id_candidato}, ${target.id_vacante}, ${target.id_proceso}, ${staff.id_usuario}, ${token},
                  ${row.puntaje}, ${now.toISOString()})
          returning id_invitacion, to_char(creado_en at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as creado_en`,
    );
    const landing = invitationLanding(target.id_vacante!, created!.id_invitacion);
    await notify(tx, invitationEvent(target.titulo, landing), [{ id_candidato: body.id_candidato }], now);
    await enqueueMail(
      tx,
      invitationMail({ correo: contact.correo, primer_nombre: contact.primer_nombre }, target, {
        open: `${origin}/api/invitaciones/${token}`,
        stop: `${origin}/mis-datos`,
      }),
      now,
    );
    await recordAudit(tx, {
      actor: { id_usuario: staff.id_usuario },
      accion: 'invitar',
      entidad: 'invitacion',
      entidad_id: created!.id_invitacion,
      despues: { id_candidato: body.id_candidato, id_vacante: target.id_vacante, puntaje: row.puntaje },
    });
    return created!;
  });
}

/** A candidate the scorer left out: already applied, or out of the pool. */
async function whyNotScored(db: Db, candidateId: number, vacancyId: number) {
  const [applied] = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from postulaciones where id_candidato = ${candidateId} and id_vacante = ${vacancyId}`,
  );
  return applied ? AppError.conflict(messages.alreadyApplied) : AppError.notFound(messages.candidateNotFound);
}

/** The link of the mail: marks the invitation opened (the first time) and answers where to go. */
export async function openInvitation(db: Db, token: string, now = new Date()) {
  const [row] = await queryRows<{ id_invitacion: number; id_vacante: number }>(
    db,
    sql`update invitaciones_postulacion set abierta_en = coalesce(abierta_en, ${now.toISOString()})
        where token = ${token} returning id_invitacion, id_vacante`,
  );
  if (!row) throw AppError.notFound(messages.invitationNotFound);
  return invitationLanding(row.id_vacante, row.id_invitacion);
}
