import { describe, expect, it } from 'vitest';
import type { BulkResult, BulkRow } from '@portal/shared/bulk-users';
import { rejectedRowsCsv } from './rejected-rows';

describe('rejectedRowsCsv', () => {
  it('keeps the rejected rows with an Error column, zeros and accents intact', () => {
    const rows: BulkRow[] = [
      {
        correo: 'ok@x.co',
        primer_nombre: 'Ana',
        primer_apellido: 'Ruiz',
        rol: 'disenador',
        grupo: '1',
        empresa: '',
      },
      {
        correo: 'malo',
        primer_nombre: 'José',
        primer_apellido: 'Núñez',
        rol: 'empresa',
        grupo: '',
        empresa: '0900482117',
      },
    ];
    const result: BulkResult = {
      modo: 'valid_only',
      total: 2,
      validas: 1,
      invalidas: 1,
      creadas: 1,
      message: '',
      filas: [
        { fila: 2, correo: 'ok@x.co', ok: true, errores: {}, id_usuario: 9 },
        {
          fila: 3,
          correo: 'malo',
          ok: false,
          errores: { correo: 'El correo electrónico no es válido.' },
          id_usuario: null,
        },
      ],
    };
    expect(rejectedRowsCsv(rows, result)).toBe(
      '\uFEFFcorreo;primer_nombre;primer_apellido;rol;grupo;empresa;Error\r\nmalo;José;Núñez;empresa;;0900482117;correo: El correo electrónico no es válido.',
    );
  });
});
