import { describe, expect, it } from 'vitest';
import { cards, overallState } from './sections';
import { sampleStatus } from './sample-status';

const find = (list: ReturnType<typeof cards>, id: string) => list.find((card) => card.id === id)!;
const row = (list: ReturnType<typeof cards>, id: string, label: string) =>
  find(list, id).rows.find((r) => r.label === label)?.value;

describe('system status cards', () => {
  it('shows every part, in order, with its figures', () => {
    const list = cards(sampleStatus());
    expect(list.map((card) => card.id)).toEqual([
      'aplicacion',
      'base_datos',
      'migraciones',
      'correo',
      'barrido',
      'retencion',
      'alertas_vacantes',
      'avisos_correo',
      'recordatorios_entrevista',
      'solicitudes_por_vencer',
      'almacenamiento',
      'identidad',
      'disco',
      'errores',
    ]);
    expect(find(list, 'barrido').title).toBe('Archivos huérfanos');
    expect(row(list, 'aplicacion', 'Commit')).toBe('7da5ac4f0c1e');
    expect(row(list, 'aplicacion', 'Tiempo en marcha')).toBe('2 h 10 min');
    expect(row(list, 'base_datos', 'Motor')).toBe('PostgreSQL (embebido)');
    expect(row(list, 'base_datos', 'Sincroniza el disco en cada commit')).toBe('Sí');
    expect(row(list, 'base_datos', 'Dónde están los datos')).toBe('/srv/portal/data/postgres');
    expect(row(list, 'base_datos', 'Respuesta a select 1')).toBe('0,8 ms');
    expect(row(list, 'migraciones', 'Aplicadas')).toBe('15 de 15');
    expect(row(list, 'almacenamiento', 'Escritura, lectura y borrado')).toBe('4,2 ms');
    expect(row(list, 'disco', 'Espacio libre en la carpeta de datos')).toBe('38,4 GB');
    expect(row(list, 'barrido', 'Frecuencia')).toBe('Cada 15 minutos');
    expect(row(list, 'retencion', 'Frecuencia')).toBe('Cada 6 horas');
    expect(row(list, 'alertas_vacantes', 'Frecuencia')).toBe('Cada hora');
    expect(row(list, 'alertas_vacantes', 'Resúmenes enviados en la última')).toBe('12');
    expect(row(list, 'avisos_correo', 'Frecuencia')).toBe('Cada 20 segundos');
    expect(row(list, 'recordatorios_entrevista', 'Recordatorios en la última')).toBe('2');
    expect(overallState(list)).toBe('ok');
  });

  it('shows a failing part as failing, with its error and dashes for what it could not read', () => {
    const list = cards(
      sampleStatus({
        almacenamiento: {
          estado: 'falla',
          error: 'Escritura: No respondió en 3 s.',
          driver: 's3',
          bucket: 'docs',
          ms: null,
        },
        correo: {
          estado: 'falla',
          error: 'connection terminated',
          transporte: 'smtp',
          pendientes: null,
          fallidos: null,
          ultimo_error: null,
        },
      }),
    );
    expect(find(list, 'almacenamiento')).toMatchObject({
      estado: 'falla',
      error: 'Escritura: No respondió en 3 s.',
    });
    expect(row(list, 'almacenamiento', 'Escritura, lectura y borrado')).toBe('—');
    expect(row(list, 'correo', 'Pendientes')).toBe('—');
    expect(overallState(list)).toBe('falla');
  });

  it('explains the warnings: mail kept in the outbox, a sweeper that never ran, errors in the log', () => {
    const list = cards(
      sampleStatus({
        correo: {
          estado: 'aviso',
          error: null,
          transporte: 'outbox',
          pendientes: 4,
          fallidos: 1,
          ultimo_error: 'Error: connect ECONNREFUSED 127.0.0.1:25',
        },
        barrido: {
          estado: 'aviso',
          error: null,
          cada_min: 15,
          ultima_ejecucion: null,
          ultima_correcta: null,
          eliminados: null,
          ultimo_error: null,
        },
      }),
    );
    expect(find(list, 'correo').note).toMatch(/Sin SMTP_URL/);
    expect(find(list, 'correo').rows.at(-1)).toEqual({
      label: 'Último error',
      value: 'Error: connect ECONNREFUSED 127.0.0.1:25',
      code: true,
      block: true,
    });
    expect(row(list, 'barrido', 'Última ejecución')).toBe('Nunca');
    expect(find(list, 'barrido').note).toMatch(/Aún no ha corrido/);
    expect(overallState(list)).toBe('aviso');
  });
});
