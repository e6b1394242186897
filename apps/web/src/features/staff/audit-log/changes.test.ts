import { describe, expect, it } from 'vitest';
import { actorLabel } from '@portal/shared/audit';
import { describeChanges, formatValue, recordLink } from './changes';
import { readAuditFilters } from './filters';

describe('describeChanges', () => {
  it('lists only the fields that changed, before and after, in words', () => {
    const { lead, rows } = describeChanges({
      accion: 'editar',
      entidad: 'vacante',
      antes: { titulo: 'Auxiliar', salario: 1_600_000, estado: 'abierta', espacios: [] },
      despues: { titulo: 'Auxiliar', salario: 1_750_000, estado: 'abierta', espacios: [] },
    });
    expect(lead).toBeNull();
    expect(rows).toEqual([
      {
        key: 'salario',
        label: 'Salario',
        antes: formatValue(1_600_000, 'salario'),
        despues: formatValue(1_750_000, 'salario'),
      },
    ]);
  });

  it('names hiring steps, review states and fields in words, never their stored keys', () => {
    const step = describeChanges({
      accion: 'completar_paso',
      entidad: 'postulacion',
      antes: null,
      despues: { paso: 'seguridad_social', completado: true, comentario: null },
    });
    expect(step.rows.map((row) => `${row.label}: ${row.despues}`)).toEqual([
      'Paso: Afiliación a seguridad social (EPS, ARL, AFP, Caja)',
      'Completado: Sí',
    ]);
    const review = describeChanges({
      accion: 'revisar',
      entidad: 'documento',
      antes: { estado_revision: 'pendiente' },
      despues: {
        estado_revision: 'aprobado',
        revisado_por: 'Diego Restrepo',
        fecha_revision: '2026-11-26T15:00:00.000Z',
      },
    });
    expect(review.rows.map((row) => row.label)).toEqual(['Revisión', 'Revisado por', 'Fecha de revisión']);
    expect(review.rows[0]).toMatchObject({ antes: 'Por revisar', despues: 'Aprobado' });
    expect(review.rows[1]!.despues).toBe('Diego Restrepo');
    expect(formatValue('induccion', 'paso')).toBe('Inducción en la empresa');
  });

  it('says created when there was nothing before, and deleted when nothing is left', () => {
    const created = { accion: 'crear', entidad: 'usuario', antes: null };
    expect(
      describeChanges({
        ...created,
        despues: { id_usuario: 4, correo: 'a@b.co', rol: 'director', activo: null },
      }),
    ).toEqual({
      lead: 'Creado',
      rows: [
        { key: 'correo', label: 'Correo', despues: 'a@b.co' },
        { key: 'rol', label: 'Rol', despues: 'Director' },
      ],
    });
    const opened = { accion: 'abrir', entidad: 'documento', antes: null, despues: { tipo: 'Cédula' } };
    expect(describeChanges(opened).lead).toBeNull();
    const gone = { accion: 'borrar', entidad: 'usuario', antes: { activo: true }, despues: null };
    expect(describeChanges(gone)).toMatchObject({
      lead: 'Eliminado',
      rows: [{ label: 'Activo', despues: 'Sí' }],
    });
    expect(describeChanges({ ...created, despues: null }).rows).toEqual([]);
  });
});

describe('formatValue', () => {
  it('reads dates in es-CO, empties as (vacío), nested records without ids, and cuts long texts', () => {
    expect(formatValue('2026-12-31')).toBe('31 de diciembre de 2026');
    expect(formatValue(null)).toBe('(vacío)');
    expect(formatValue([{ id_espacio_agendamiento: 4, lugar: 'Sede Funza', capacidad: 3 }])).toBe(
      'Sede Funza · 3',
    );
    expect(formatValue('a'.repeat(300))).toHaveLength(160);
  });
});

describe('who and which record', () => {
  it('names the actor, and links vacancies and candidate documents', () => {
    expect(actorLabel({ actor: 'usuario:3', actor_nombre: 'Adriana Morales' })).toBe('Adriana Morales');
    expect(actorLabel({ actor: 'candidato:1020', actor_nombre: null })).toBe('Candidato (documento 1020)');
    expect(actorLabel({ actor: 'sistema', actor_nombre: null })).toBe('Sistema');
    const entry = { entidad: 'vacante', entidad_id: '12', antes: null, despues: null };
    expect(recordLink(entry)).toBe('/dashboard/vacantes/12');
    expect(recordLink({ ...entry, entidad: 'documento', despues: { id_candidato: 7 } })).toBe(
      '/dashboard/candidatos/7/documentos',
    );
    expect(recordLink({ ...entry, entidad: 'usuario' })).toBeNull();
  });
});

describe('readAuditFilters', () => {
  it('keeps what the API takes and leaves the rest out', () => {
    const params = new URLSearchParams('entidad=vacante&registro= 12 &usuario=3&desde=2026-11-01&hasta=ayer');
    expect(readAuditFilters(params)).toEqual({
      entidad: 'vacante',
      entidad_id: '12',
      id_usuario: 3,
      desde: '2026-11-01',
    });
    expect(readAuditFilters(new URLSearchParams('entidad=otra&usuario=-1'))).toEqual({});
  });
});
