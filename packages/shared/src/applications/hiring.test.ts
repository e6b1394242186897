import { describe, expect, it } from 'vitest';
import { hiringStateOf } from './hiring';

const step = (responsable: 'agencia' | 'cliente' | 'candidato', done: boolean) => ({
  responsable,
  completado: done ? ('Completado' as const) : ('Pendiente' as const),
});

describe('hiringStateOf (spec §4 Hiring states)', () => {
  it('is Pendiente with nothing done and Completado once hired', () => {
    expect(hiringStateOf([step('agencia', false), step('candidato', false)], false)).toEqual({
      estado: 'Pendiente',
      progreso: 0,
    });
    expect(hiringStateOf([step('agencia', false)], true)).toEqual({ estado: 'Completado', progreso: 100 });
  });

  it('is En Espera when only the candidate’s steps remain, else En Proceso', () => {
    const waiting = [step('agencia', true), step('cliente', true), step('candidato', false)];
    expect(hiringStateOf(waiting, false)).toEqual({ estado: 'En Espera', progreso: 67 });
    const going = [step('agencia', true), step('cliente', false), step('candidato', false)];
    expect(hiringStateOf(going, false)).toEqual({ estado: 'En Proceso', progreso: 33 });
  });
});
