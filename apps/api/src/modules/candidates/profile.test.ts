import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asc, eq, like } from 'drizzle-orm';
import { profileSchema } from '@portal/shared/candidates/profile';
import { experienceMessages, workProfileMessages } from '@portal/shared/messages';
import { candidatos, identityUsers } from '../../db/schema/index.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';
import { asCandidate, type CandidateActor } from '../../test-support/actors.js';
import { demoWorkProfiles } from './seed-work-profiles.js';

let ctx: TestContext;
let ana: CandidateActor;
let beto: CandidateActor;
beforeAll(async () => {
  ctx = await createTestApp();
  ana = await asCandidate(ctx, '800100200', 'Ana Lucía Gómez');
  beto = await asCandidate(ctx, '800100300', 'Beto Ramírez');
});
afterAll(() => ctx.close());

const valid = {
  primer_nombre: 'Ana',
  segundo_nombre: 'Lucía',
  primer_apellido: 'Gómez',
  segundo_apellido: 'Restrepo',
  correo: 'ana.gomez@correo.co',
  numero_contacto1: '3001234567',
};
const read = async (who: CandidateActor) =>
  (await ctx.app.inject({ url: '/api/candidate/profile', headers: who.headers })).json();
const put = (who: CandidateActor, payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'PUT', url: '/api/candidate/profile', headers: who.headers, payload });
const identityOf = async (username: string) =>
  (await ctx.database.db.select().from(identityUsers).where(eq(identityUsers.username, username)))[0]!;

describe('candidate profile', () => {
  it('keeps the experience a client sees once hired: birth date, years, certificates', async () => {
    const saved = await put(beto, {
      ...valid,
      correo: 'beto@correo.co',
      fecha_nacimiento: '1994-03-15',
      anios_experiencia: '6',
      certificaciones: 'Licencia de montacargas\n  Curso de alturas  \n',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      fecha_nacimiento: '1994-03-15',
      anios_experiencia: 6,
      certificaciones: ['Licencia de montacargas', 'Curso de alturas'],
    });
    const cleared = await put(beto, {
      ...valid,
      correo: 'beto@correo.co',
      fecha_nacimiento: '',
      anios_experiencia: '',
    });
    expect(cleared.json()).toMatchObject({
      fecha_nacimiento: null,
      anios_experiencia: null,
      certificaciones: [],
    });
  });

  it.each([
    [{ fecha_nacimiento: '2020-01-01' }, experienceMessages.birthDate],
    [{ fecha_nacimiento: '15/03/1994' }, experienceMessages.birthDate],
    [{ anios_experiencia: 'muchos' }, experienceMessages.years],
    [{ anios_experiencia: 80 }, experienceMessages.years],
  ])('refuses %j with its Spanish message', async (bad, message) => {
    const res = await put(beto, { ...valid, correo: 'beto@correo.co', ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('reads my own profile and needs a session', async () => {
    expect(profileSchema.parse(await read(ana))).toMatchObject({
      numero_documento: '800100200',
      primer_nombre: 'Ana',
    });
    expect((await ctx.app.inject({ url: '/api/candidate/profile' })).statusCode).toBe(401);
  });

  it('saves with +57 added and keeps the identity attributes in step', async () => {
    const res = await put(ana, valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ correo: 'ana.gomez@correo.co', numero_contacto1: '+573001234567' });
    const user = await identityOf('800100200');
    expect(user).toMatchObject({
      email: 'ana.gomez@correo.co',
      phone_number: '+573001234567',
      name: 'Ana Lucía Gómez Restrepo',
      email_verified: false,
    });
    const international = await put(ana, { ...valid, numero_contacto1: '+5215512345678' });
    expect(international.json().numero_contacto1).toBe('+5215512345678');
    const cleared = await put(ana, { ...valid, numero_contacto1: '' });
    expect(cleared.json().numero_contacto1).toBeNull();
  });

  it.each([
    ['correo', { correo: 'ana gomez@correo.co' }, 'El correo electrónico no es válido.'],
    ['correo', { correo: 'ana@@correo.co' }, 'El correo electrónico no es válido.'],
    ['correo', { correo: 'ana@correo' }, 'El correo electrónico no es válido.'],
    ['correo', { correo: '' }, 'El correo electrónico no es válido.'],
    ['numero_contacto1', { numero_contacto1: '300123' }, 'El número de teléfono no es válido.'],
    ['numero_contacto1', { numero_contacto1: '+57300abc4567' }, 'El número de teléfono no es válido.'],
    ['numero_contacto1', { numero_contacto1: '1234567890123456' }, 'El número de teléfono no es válido.'],
    ['primer_nombre', { primer_nombre: '   ' }, 'El nombre del candidato es obligatorio.'],
    ['primer_nombre', { primer_nombre: undefined }, 'El nombre del candidato es obligatorio.'],
  ])('refuses a bad %s with the message of spec §5 and changes nothing', async (field, change, message) => {
    const before = await read(ana);
    const userBefore = await identityOf('800100200');
    const res = await put(ana, { ...valid, correo: 'otro@correo.co', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(res.json().message).toContain(message);
    expect(await read(ana)).toEqual(before);
    expect((await identityOf('800100200')).email).toBe(userBefore.email);
  });

  it('A never reads or changes B: the token alone decides whose profile it is', async () => {
    const betoBefore = await read(beto);
    await put(ana, { ...valid, id_candidato: beto.candidateId, numero_documento: '800100300' });
    expect(await read(beto)).toEqual(betoBefore);
    expect((await read(ana)).numero_documento).toBe('800100200');
    const forged = await ctx.app.inject({
      url: '/api/candidate/profile',
      headers: { authorization: `${ana.headers.authorization.slice(0, -4)}AAAA` },
    });
    expect(forged.statusCode).toBe(401);
  });
});

describe('work profile (talent pool)', () => {
  const categoryIds = async () =>
    new Map(
      (
        (await ctx.app.inject({ url: '/api/ObtenerCategorias' })).json() as {
          id_categoria: number;
          nombre_categoria: string;
        }[]
      ).map((row) => [row.nombre_categoria, row.id_categoria]),
    );
  const betoValid = { ...valid, correo: 'beto@correo.co' };

  it('saves every field as people write them and reads them back; empty clears them', async () => {
    const ids = await categoryIds();
    const categories = [ids.get('Montacargas')!, ids.get('Bodega')!];
    const saved = await put(beto, {
      ...betoValid,
      id_ciudad: '25286',
      categorias_experiencia: [String(categories[0]), categories[1], categories[0]],
      experiencia: '  Montacarguista 8 años en Funza.  ',
      habilidades: 'Montacargas, Inventarios\n\n picking \nPICKING',
      aspiracion_salarial: '$ 2.200.000',
      disponibilidad: 'quince_dias',
    });
    expect(saved.statusCode).toBe(200);
    const expected = {
      id_ciudad: 25286,
      categorias_experiencia: categories,
      experiencia: 'Montacarguista 8 años en Funza.',
      habilidades: ['Montacargas', 'Inventarios', 'picking'],
      aspiracion_salarial: 2_200_000,
      disponibilidad: 'quince_dias',
    };
    expect(saved.json()).toMatchObject(expected);
    expect(profileSchema.parse(await read(beto))).toMatchObject(expected);

    const limits = await put(beto, {
      ...betoValid,
      habilidades: Array.from({ length: 15 }, (_, i) => `Habilidad ${i + 1}`),
      categorias_experiencia: [...ids.values()].slice(0, 10),
      aspiracion_salarial: 50_000_000,
      experiencia: 'x'.repeat(600),
    });
    expect(limits.statusCode).toBe(200);
    expect(limits.json().habilidades).toHaveLength(15);
    expect(limits.json().categorias_experiencia).toHaveLength(10);

    const cleared = await put(beto, {
      ...betoValid,
      id_ciudad: '',
      aspiracion_salarial: '',
      disponibilidad: '',
    });
    expect(cleared.json()).toMatchObject({
      id_ciudad: null,
      categorias_experiencia: [],
      experiencia: null,
      habilidades: [],
      aspiracion_salarial: null,
      disponibilidad: null,
    });
  });

  it.each([
    ['id_ciudad', 99_999, workProfileMessages.unknownCity],
    ['categorias_experiencia', [1, 99_999], workProfileMessages.unknownCategory],
  ])('refuses a %s the catalogue lacks with 400, and changes nothing', async (field, value, message) => {
    const before = await read(beto);
    const res = await put(beto, { ...betoValid, [field]: value, experiencia: 'No debe guardarse' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fields: { [field]: message } });
    expect(await read(beto)).toEqual(before);
  });

  const skill = (i: number) => `Habilidad ${i}`;
  it.each([
    [{ aspiracion_salarial: 'dos millones' }, workProfileMessages.salary],
    [{ aspiracion_salarial: '1,800,000' }, workProfileMessages.salary],
    [{ aspiracion_salarial: '1.800.000,50' }, workProfileMessages.salary],
    [{ aspiracion_salarial: 50_000_001 }, workProfileMessages.salary],
    [{ aspiracion_salarial: -1 }, workProfileMessages.salary],
    [{ disponibilidad: 'mañana' }, workProfileMessages.availability],
    [{ habilidades: Array.from({ length: 16 }, (_, i) => skill(i)).join('\n') }, workProfileMessages.skills],
    [{ habilidades: ['x'.repeat(61)] }, workProfileMessages.skills],
    [{ categorias_experiencia: Array.from({ length: 11 }, (_, i) => i + 1) }, workProfileMessages.categories],
    [{ categorias_experiencia: ['uno'] }, workProfileMessages.unknownCategory],
    [{ categorias_experiencia: [3_000_000_000] }, workProfileMessages.unknownCategory],
    [{ experiencia: 'x'.repeat(601) }, workProfileMessages.experience],
    [{ id_ciudad: 'Bogotá' }, workProfileMessages.city],
    [{ id_ciudad: 3_000_000_000 }, workProfileMessages.city],
  ])('refuses %j with its Spanish message', async (bad, message) => {
    const res = await put(beto, { ...betoValid, ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('the demo applicants have a work profile the catalogue knows, so the pool has people to find', async () => {
    const ids = await categoryIds();
    const rows = await ctx.database.db
      .select()
      .from(candidatos)
      .where(like(candidatos.numero_documento, '801000__'))
      .orderBy(asc(candidatos.numero_documento));
    expect(rows).toHaveLength(12);
    rows.forEach((row, i) => {
      const profile = demoWorkProfiles[i % demoWorkProfiles.length]!;
      expect(row.id_ciudad).toBe(profile.city);
      expect(row.categorias_experiencia).toEqual(profile.categories.map((name) => ids.get(name)));
      expect(row.disponibilidad).not.toBeNull();
    });
  });
});
