import { auditEntityLabels, type AuditEntity, type AuditEntryView } from '@portal/shared/audit';
import { reviewStateLabels } from '@portal/shared/documents/rules';
import { hiringStepLabels } from '@portal/shared/applications/hiring';
import { roleLabels } from '@portal/shared/users/staff';
import {
  contractTypeLabels,
  pipelineStateLabels,
  vacancyStateLabels,
} from '@portal/shared/vacancies/constants';
import { formatCop, formatDate, formatTimestamp } from '@/lib/format';

/** Names of the fields the log keeps most often; any other reads as its own name without underscores. */
const fieldLabels: Record<string, string> = {
  titulo: 'Título',
  descripcion: 'Descripción',
  requisitos: 'Requisitos',
  salario: 'Salario',
  estado: 'Estado',
  fecha_cierre: 'Fecha de cierre',
  cantidad_vacantes: 'Cantidad de vacantes',
  tipo_contrato: 'Tipo de contrato',
  id_ciudad: 'Ciudad (id)',
  id_categoria: 'Categoría (id)',
  id_empresa: 'Empresa cliente (id)',
  id_grupo: 'Grupo (id)',
  id_candidato: 'Candidato (id)',
  espacios: 'Espacios de entrevista',
  primer_nombre: 'Primer nombre',
  primer_apellido: 'Primer apellido',
  correo: 'Correo',
  telefono: 'Teléfono',
  direccion: 'Dirección',
  rol: 'Rol',
  activo: 'Activo',
  nota: 'Nota',
  estado_revision: 'Revisión',
  revisado_por: 'Revisado por',
  fecha_revision: 'Fecha de revisión',
  paso: 'Paso',
  completado: 'Completado',
  comentario: 'Comentario',
  motivo_rechazo: 'Motivo del rechazo',
  fecha_vencimiento: 'Vencimiento',
  estado_solicitud: 'Estado de la orden',
};

/** Stored words the screens already name (an application's state, a role, a contract type). */
const valueLabels: Record<string, Record<string, string>> = {
  estado: { ...pipelineStateLabels, ...vacancyStateLabels },
  rol: roleLabels,
  tipo_contrato: contractTypeLabels,
  paso: hiringStepLabels,
  estado_revision: reviewStateLabels,
};
const fieldOrder = Object.keys(fieldLabels);
const rank = (key: string) => (fieldOrder.includes(key) ? fieldOrder.indexOf(key) : fieldOrder.length);

export const fieldLabel = (key: string) => {
  const plain = key.replaceAll('_', ' ');
  return fieldLabels[key] ?? plain.charAt(0).toUpperCase() + plain.slice(1);
};

const MAX_TEXT = 160;
const clip = (text: string) => (text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1)}…` : text);

function plainValue(value: unknown, key = ''): string {
  if (value === null || value === undefined || value === '') return '(vacío)';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  if (typeof value === 'number') return key.startsWith('salario') ? formatCop(value) : String(value);
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return formatDate(value);
    if (/^\d{4}-\d{2}-\d{2}T/.test(value)) return formatTimestamp(value);
    return valueLabels[key]?.[value] ?? value;
  }
  if (Array.isArray(value))
    return value.length ? value.map((item) => plainValue(item)).join('; ') : '(vacío)';
  // A nested record (an interview slot): its values in order, without the ids.
  return Object.entries(value as Record<string, unknown>)
    .filter(([name]) => !name.startsWith('id_'))
    .map(([name, item]) => plainValue(item, name))
    .join(' · ');
}

/** A stored value as a person reads it: dates in es-CO, money in COP, long texts cut. */
export const formatValue = (value: unknown, key = '') => clip(plainValue(value, key));

export interface ChangeRow {
  key: string;
  label: string;
  /** Absent when the record had no earlier state (created, opened, requested). */
  antes?: string;
  despues: string;
}

const isEmpty = (value: unknown) =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

const asRecord = (value: unknown): Record<string, unknown> | null =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;

/**
 * What an entry changed: with both sides, only the fields whose value differs ("campo: antes → después");
 * with one side only, that side's fields, led by "Creado" or "Eliminado".
 */
export function describeChanges(entry: Pick<AuditEntryView, 'accion' | 'entidad' | 'antes' | 'despues'>): {
  lead: string | null;
  rows: ChangeRow[];
} {
  const before = asRecord(entry.antes);
  const after = asRecord(entry.despues);
  if (before && after) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    const rows = keys
      .filter((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]))
      .sort((a, b) => rank(a) - rank(b))
      .map((key) => ({
        key,
        label: fieldLabel(key),
        antes: formatValue(before[key], key),
        despues: formatValue(after[key], key),
      }));
    return { lead: null, rows };
  }
  const side = after ?? before;
  if (!side) return { lead: null, rows: [] };
  // A record's own id and its empty fields say nothing here.
  const rows = Object.entries(side)
    .filter(([key, value]) => !isEmpty(value) && key !== `id_${entry.entidad}`)
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([key, value]) => ({ key, label: fieldLabel(key), despues: formatValue(value, key) }));
  const lead = !after ? 'Eliminado' : entry.accion.startsWith('crear') ? 'Creado' : null;
  return { lead, rows };
}

export const entityLabel = (entidad: string) => auditEntityLabels[entidad as AuditEntity] ?? entidad;

/** The staff screen of the record, where one exists: the vacancy, or the candidate's documents. */
export function recordLink(entry: Pick<AuditEntryView, 'entidad' | 'entidad_id' | 'antes' | 'despues'>) {
  if (entry.entidad === 'vacante') return `/dashboard/vacantes/${entry.entidad_id}`;
  if (entry.entidad !== 'documento' && entry.entidad !== 'solicitud') return null;
  const candidate = asRecord(entry.despues)?.id_candidato ?? asRecord(entry.antes)?.id_candidato;
  return typeof candidate === 'number' ? `/dashboard/candidatos/${candidate}/documentos` : null;
}
