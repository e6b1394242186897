import { describe, expect, it } from 'vitest';
import type { BulkResult, BulkRow } from '@portal/shared/users/bulk';
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
      '\uFEFF"Correo";"Primer nombre";"Primer apellido";"Rol";"Grupo (nombre o id)";"Empresa (NIT o id)";"Error"\r\n' +
        '"malo";"José";"Núñez";"empresa";"";"0900482117";"correo: El correo electrónico no es válido."\r\n',
    );
  });

  it('neutralises a formula typed in a rejected row', () => {
    const row = {
      correo: '=HYPERLINK("https://evil.example")',
      primer_nombre: '@SUMA(1)',
      primer_apellido: '+1',
      rol: '-',
      grupo: '',
      empresa: '',
    };
    const result: BulkResult = {
      modo: 'dry_run',
      total: 1,
      validas: 0,
      invalidas: 1,
      creadas: 0,
      message: '',
      filas: [
        { fila: 2, correo: row.correo, ok: false, errores: { correo: 'No válido.' }, id_usuario: null },
      ],
    };
    expect(rejectedRowsCsv([row], result).split('\r\n')[1]).toBe(
      '"\'=HYPERLINK(""https://evil.example"")";"\'@SUMA(1)";"\'+1";"\'-";"";"";"correo: No válido."',
    );
  });
});
