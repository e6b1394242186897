import { readFile } from 'node:fs/promises';
import { causalLabels, type AssignmentCausal } from '@portal/shared/assignments/terms';
import { formatCalendarDay } from '@portal/shared/bogota-time';
import {
  type ContractPreview,
  type ContractPreviewBody,
  contractTemplateMessages as messages,
  type ContractTemplateList,
  type SaveContractTemplateBody,
} from '@portal/shared/contracts/staff';
import {
  CONTRACT_FIELDS,
  CONTRACT_TYPES,
  type ContractValues,
  contractTypeLabels,
  type ContractType,
  fieldsOf,
  renderContract,
} from '@portal/shared/contracts/template';
import { formatCop, fullName } from '@portal/shared/text';
import { placementScope } from '../../access/staff-scope.js';
import type { Database, Db } from '../../db/client.js';
import { empresas, misiones } from '../../db/schema/index.js';
import type { Env } from '../../env.js';
import { AppError } from '../../lib/app-error.js';
import { toIso } from '../../lib/clock.js';
import type { StaffPrincipal } from '../../plugins/staff-auth.js';
import { recordAudit } from '../audit/service.js';
import * as repo from './repository.js';

/**
 * Contract templates (issue 31 item 1): admins keep one Markdown text per contract type, versioned;
 * staff preview it with a real assignment's data, and a field without a value is named, never blank.
 */

export type Employer = Pick<Env, 'AGENCY_NAME' | 'AGENCY_NIT'>;

export async function contractTemplates(db: Db): Promise<ContractTemplateList> {
  const versions = await repo.templateVersions(db);
  const latest = CONTRACT_TYPES.flatMap((tipo) => versions.find((row) => row.tipo === tipo) ?? []);
  return {
    plantillas: latest.map((row) => ({
      ...row,
      tipo: row.tipo as ContractType,
      etiqueta: contractTypeLabels[row.tipo as ContractType],
      creado_en: toIso(row.creado_en),
    })),
    campos: Object.entries(CONTRACT_FIELDS).map(([campo, etiqueta]) => ({ campo, etiqueta })),
  };
}

const requireKnownFields = (cuerpo: string) => {
  const { unknown } = fieldsOf(cuerpo);
  if (unknown.length > 0) throw AppError.badRequest(messages.unknownFields(unknown));
};

export async function saveContractTemplate(
  db: Database,
  admin: StaffPrincipal,
  body: SaveContractTemplateBody,
) {
  requireKnownFields(body.cuerpo);
  return db.transaction(async (tx) => {
    const saved = await repo.insertTemplateVersion(tx, body.tipo, body.cuerpo, admin.id_usuario);
    await recordAudit(tx, {
      actor: admin,
      accion: 'guardar_plantilla_contrato',
      entidad: 'plantilla_contrato',
      entidad_id: saved.id,
      despues: { tipo: body.tipo, version: saved.version },
    });
    return { message: messages.saved(saved.version) };
  });
}

/**
 * The assignment a contract is issued for, as far as the staff member reaches it, and the values its
 * contract carries, each written as the contract says it.
 */
export async function assignmentContract(
  db: Db,
  staff: StaffPrincipal,
  idMision: number,
  employer: Employer,
): Promise<{ values: ContractValues; assignment: { id_candidato: number; terminada_el: string | null } }> {
  const row = await repo.assignmentContractData(
    db,
    idMision,
    placementScope(staff, { id_grupo: empresas.id_grupo, id_empresa: misiones.id_empresa }),
  );
  if (!row) throw AppError.notFound(messages.assignmentNotFound);
  const name = fullName(row);
  const causal = causalLabels[row.causal as AssignmentCausal];
  const values = {
    empleador: employer.AGENCY_NAME,
    nit_empleador: employer.AGENCY_NIT,
    trabajador: name,
    documento: row.numero_documento,
    cargo: row.cargo,
    salario: formatCop(row.salario),
    horario: row.horario,
    ciudad: row.ciudad,
    inicio: formatCalendarDay(row.inicio),
    fin_previsto: formatCalendarDay(row.fin_previsto),
    causal: row.reemplazo_persona ? `${causal} (reemplaza a ${row.reemplazo_persona})` : causal,
    empresa_usuaria: row.empresa,
    nit_empresa_usuaria: `${row.nit}-${row.digito_verificacion}`,
    poliza_aseguradora: row.poliza_aseguradora,
    poliza_numero: row.poliza_numero,
    poliza_vigencia: row.poliza_vigencia_hasta && formatCalendarDay(row.poliza_vigencia_hasta),
    poliza_valor: row.poliza_valor === null ? null : formatCop(row.poliza_valor),
  };
  return { values, assignment: { id_candidato: row.id_candidato, terminada_el: row.terminada_el } };
}

export async function previewContract(
  db: Db,
  staff: StaffPrincipal,
  body: ContractPreviewBody,
  employer: Employer,
): Promise<ContractPreview> {
  requireKnownFields(body.cuerpo);
  const rendered = renderContract(
    body.cuerpo,
    (await assignmentContract(db, staff, body.id_mision, employer)).values,
  );
  return rendered.ok ? { texto: rendered.text, faltan: [] } : { texto: null, faltan: rendered.missing };
}

/** The templates the portal ships with, as version 1 of each type that has none (idempotent). */
export async function seedContractTemplates(db: Db) {
  for (const tipo of CONTRACT_TYPES) {
    if (await repo.hasTemplate(db, tipo)) continue;
    const cuerpo = await readFile(new URL(`./templates/${tipo}.md`, import.meta.url), 'utf8');
    await repo.insertTemplateVersion(db, tipo, cuerpo, null);
  }
}
