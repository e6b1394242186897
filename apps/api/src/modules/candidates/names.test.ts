import { describe, expect, it } from 'vitest';
import { splitFullName } from './names.js';

describe('splitFullName', () => {
  it.each([
    ['Ana', ['Ana', null, null, null]],
    ['Ana Rodríguez', ['Ana', null, 'Rodríguez', null]],
    ['Ana María Rodríguez', ['Ana', 'María', 'Rodríguez', null]],
    ['Carlos Andrés Gómez Pérez', ['Carlos', 'Andrés', 'Gómez', 'Pérez']],
    ['  Pedro   de la Torre ', ['Pedro', null, 'de la Torre', null]],
    ['María de los Ángeles Pérez Díaz', ['María', 'de los Ángeles', 'Pérez', 'Díaz']],
    ['Juan José Ríos Mejía Restrepo', ['Juan', 'José', 'Ríos', 'Mejía Restrepo']],
  ])('%j', (name, [primer_nombre, segundo_nombre, primer_apellido, segundo_apellido]) => {
    expect(splitFullName(name)).toEqual({ primer_nombre, segundo_nombre, primer_apellido, segundo_apellido });
  });
});
