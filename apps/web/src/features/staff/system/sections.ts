import { systemScreen as text } from '@portal/shared/messages';
import type { CheckState, SystemStatus } from '@portal/shared/system/status';
import { formatBytes, formatDuration, formatMilliseconds, formatRecent } from '@/lib/format';

/** One figure of a card. `code` values (hashes, ids, errors) are set in a monospace face and wrap anywhere. */
export interface StatusRow {
  label: string;
  value: string;
  code?: boolean;
  /** Long text (an error): shown below its label, across the card. */
  block?: boolean;
}

export interface StatusCard {
  id: keyof typeof text.sections;
  title: string;
  estado: CheckState;
  /** Why the probe itself failed (the part did not answer, or answered an error). */
  error: string | null;
  rows: StatusRow[];
  note?: string;
}

const RANK: Record<CheckState, number> = { ok: 0, aviso: 1, falla: 2 };
const { labels, values } = text;

/** The worst state of all the parts: what the summary at the top says. */
export const overallState = (parts: { estado: CheckState }[]): CheckState =>
  parts.reduce<CheckState>((worst, part) => (RANK[part.estado] > RANK[worst] ? part.estado : worst), 'ok');

/** A figure, or a dash when its probe could not get it. */
const orUnknown = (value: number | null, show: (value: number) => string = String) =>
  value === null ? values.unknown : show(value);
const when = (value: string | null) => (value ? formatRecent(value) : values.never);
const ms = (value: number | null) => orUnknown(value, formatMilliseconds);
const errorRow = (label: string, value: string | null): StatusRow[] =>
  value ? [{ label, value, code: true, block: true }] : [];

/** A background job's figures: how often, its last pass and last good one, what it handled, its error. */
function jobRows(
  job: Pick<SystemStatus['barrido'], 'cada_min' | 'ultima_ejecucion' | 'ultima_correcta' | 'ultimo_error'>,
  handledLabel: string,
  handled: number | null,
): StatusRow[] {
  return [
    { label: labels.every, value: values.interval(job.cada_min) },
    { label: labels.lastRun, value: when(job.ultima_ejecucion) },
    { label: labels.lastSuccess, value: when(job.ultima_correcta) },
    { label: handledLabel, value: orUnknown(handled) },
    ...errorRow(labels.lastError, job.ultimo_error),
  ];
}

/** The status as cards, in the order the screen shows them. */
export function cards(status: SystemStatus): StatusCard[] {
  const { aplicacion, base_datos, migraciones, correo, barrido, almacenamiento, identidad, errores } = status;
  const { retencion, alertas_vacantes, disco } = status;
  const { avisos_correo, recordatorios_entrevista, solicitudes_por_vencer } = status;
  const card = (id: StatusCard['id'], part: { estado: CheckState; error: string | null }) => ({
    id,
    title: text.sections[id],
    estado: part.estado,
    error: part.error,
  });
  return [
    {
      ...card('aplicacion', aplicacion),
      rows: [
        { label: labels.version, value: aplicacion.version },
        { label: labels.commit, value: aplicacion.commit.slice(0, 12), code: true },
        { label: labels.uptime, value: formatDuration(aplicacion.uptime_s) },
        { label: labels.startedAt, value: formatRecent(aplicacion.iniciado_en) },
        { label: labels.node, value: aplicacion.node },
        { label: labels.environment, value: aplicacion.entorno },
      ],
    },
    {
      ...card('base_datos', base_datos),
      rows: [
        { label: labels.engine, value: values[base_datos.motor] },
        { label: labels.syncs, value: base_datos.sincroniza ? values.yes : values.no },
        { label: labels.location, value: base_datos.ubicacion, code: true, block: true },
        { label: labels.roundTrip, value: ms(base_datos.ms) },
      ],
      note: base_datos.sincroniza ? undefined : text.notes.pglite,
    },
    {
      ...card('migraciones', migraciones),
      rows: [
        {
          label: labels.applied,
          value: orUnknown(migraciones.aplicadas, (n) => values.applied(n, migraciones.conocidas)),
        },
        { label: labels.latest, value: migraciones.ultima ?? values.unknown, code: true },
      ],
      note:
        migraciones.aplicadas !== null && migraciones.aplicadas < migraciones.conocidas
          ? text.notes.pendingMigrations
          : undefined,
    },
    {
      ...card('correo', correo),
      rows: [
        { label: labels.transport, value: values[correo.transporte] },
        { label: labels.pending, value: orUnknown(correo.pendientes) },
        { label: labels.failed, value: orUnknown(correo.fallidos) },
        ...errorRow(labels.lastError, correo.ultimo_error),
      ],
      note: correo.transporte === 'outbox' ? text.notes.outbox : undefined,
    },
    {
      ...card('barrido', barrido),
      rows: jobRows(barrido, labels.removed, barrido.eliminados),
      note: barrido.ultima_ejecucion ? text.notes.sweeper : text.notes.sweeperNever,
    },
    {
      ...card('retencion', retencion),
      rows: jobRows(retencion, labels.retentionHandled, retencion.atendidos),
      note: retencion.ultima_ejecucion ? text.notes.retention : text.notes.retentionNever,
    },
    {
      ...card('alertas_vacantes', alertas_vacantes),
      rows: jobRows(alertas_vacantes, labels.digestsSent, alertas_vacantes.atendidos),
      note: alertas_vacantes.ultima_ejecucion ? text.notes.alerts : text.notes.alertsNever,
    },
    {
      ...card('avisos_correo', avisos_correo),
      rows: jobRows(avisos_correo, labels.noticeMailsSent, avisos_correo.atendidos),
      note: avisos_correo.ultima_ejecucion ? text.notes.noticeMails : text.notes.jobNever,
    },
    {
      ...card('recordatorios_entrevista', recordatorios_entrevista),
      rows: jobRows(recordatorios_entrevista, labels.remindersSent, recordatorios_entrevista.atendidos),
      note: recordatorios_entrevista.ultima_ejecucion ? text.notes.reminders : text.notes.jobNever,
    },
    {
      ...card('solicitudes_por_vencer', solicitudes_por_vencer),
      rows: jobRows(solicitudes_por_vencer, labels.dueWarnings, solicitudes_por_vencer.atendidos),
      note: solicitudes_por_vencer.ultima_ejecucion ? text.notes.dueRequests : text.notes.jobNever,
    },
    {
      ...card('almacenamiento', almacenamiento),
      rows: [
        { label: labels.driver, value: values[almacenamiento.driver] },
        { label: labels.bucket, value: almacenamiento.bucket, code: true },
        { label: labels.probe, value: ms(almacenamiento.ms) },
      ],
    },
    {
      ...card('identidad', identidad),
      rows: [
        { label: labels.provider, value: values[identidad.proveedor] },
        { label: labels.userPool, value: identidad.user_pool_id, code: true },
      ],
      note: text.notes.identity,
    },
    {
      ...card('disco', disco),
      rows: [
        { label: labels.freeSpace, value: orUnknown(disco.libre_bytes, formatBytes) },
        ...(disco.sin_espacio_desde
          ? [{ label: labels.fullSince, value: formatRecent(disco.sin_espacio_desde) }]
          : []),
      ],
      note: disco.sin_espacio_desde ? text.notes.diskFull : text.notes.disk,
    },
    {
      ...card('errores', errores),
      rows: [
        { label: labels.serverErrors, value: String(errores.respuestas_5xx) },
        { label: labels.loggedErrors, value: String(errores.registrados) },
        { label: labels.since, value: formatRecent(errores.desde) },
      ],
      note: text.notes.errorsScope,
    },
  ];
}
