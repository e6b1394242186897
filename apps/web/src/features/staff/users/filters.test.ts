import { describe, expect, it } from 'vitest';
import type { StaffUser } from '@portal/shared/users/staff';
import { filterUsers } from '@portal/shared/users/filters';
import { readFilters } from './filters';

const user = (over: Partial<StaffUser>): StaffUser => ({
  id_usuario: 1,
  correo: 'daniela@portal.local',
  primer_nombre: 'Daniela',
  primer_apellido: 'Suárez',
  rol: 'disenador',
  id_grupo: 1,
  id_empresa: null,
  nombre_grupo: 'Centro',
  razon_social: null,
  activo: true,
  invitado: false,
  created_at: '2026-11-22T00:00:00.000Z',
  ...over,
});

describe('users table filters', () => {
  const users = [
    user({}),
    user({
      id_usuario: 2,
      primer_nombre: 'Esteban',
      primer_apellido: 'Quintero',
      rol: 'empresa',
      id_empresa: 7,
      invitado: true,
    }),
  ];

  it('searches name and e-mail without accents, and filters by role, company and state', () => {
    expect(filterUsers(users, readFilters(new URLSearchParams('q=suarez'))).map((u) => u.id_usuario)).toEqual(
      [1],
    );
    expect(
      filterUsers(users, readFilters(new URLSearchParams('rol=empresa&empresa=7'))).map((u) => u.id_usuario),
    ).toEqual([2]);
    expect(
      filterUsers(users, readFilters(new URLSearchParams('estado=invitado'))).map((u) => u.id_usuario),
    ).toEqual([2]);
  });
});
