import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { cartAnswerSchema, cartSchema, type Catalogue, catalogueSchema } from '@portal/shared/orders/client';
import {
  clientProcessMessages,
  orderMessages,
  staffCatalogMessages,
  staffOrderMessages,
} from '@portal/shared/messages';
import { processDetailSchema, processListSchema } from '@portal/shared/processes/client';
import { catalogPositionListSchema } from '@portal/shared/catalog/staff';
import { staffOrderListSchema } from '@portal/shared/orders/staff';
import { asStaff, createVacancyAs, type StaffActor } from '../../test-support/staff.js';
import { mailNotificationsNow } from '../../test-support/outbox.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// Issue 12: catalogue, server-side cart and service orders, then the agency accepting or rejecting
// each order line; every call checked for company isolation.
let ctx: TestContext;
let company: StaffActor;
let otherCompany: StaffActor;
let director: StaffActor;
let otherDirector: StaffActor;
let catalogue: Catalogue;
let otherCatalogue: Catalogue;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const get = (url: string, who: StaffActor) => ctx.app.inject({ url, headers: { cookie: who.cookie } });
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, who: StaffActor, payload?: object) =>
  ctx.app.inject({ method, url, headers: who.headers, ...(payload ? { payload } : {}) });
const cartItemsOrdered = async (ids: number[]) =>
  (
    (await ctx.app.db.execute(
      sql`select configuracion from procesos where id_proceso in (${sql.join(ids, sql`, `)}) order by array_position(${`{${ids.join(',')}}`}::int[], id_proceso)`,
    )) as unknown as { rows: { configuracion: { quantity: number; startDate: string } }[] }
  ).rows;
const cartOf = async (who: StaffActor) => cartSchema.parse((await get('/api/client/cart', who)).json());
const goodItem = (id: number) => ({
  id,
  quantity: 4,
  customSalary: 2_100_000,
  experienceLevel: 'Intermedio',
  selectedSkills: ['Manejo de Montacargas'],
  workType: 'Rotativo',
  startDate: inDays(10),
  location: 'Campo',
  cityId: 25286,
  schedule: '6:00 a 14:00',
});

beforeAll(async () => {
  ctx = await createTestApp();
  company = await asStaff(ctx, 'empresa@portal.local');
  otherCompany = await asStaff(ctx, 'empresa2@portal.local');
  director = await asStaff(ctx, 'director@portal.local');
  const res = await send('POST', '/api/auth/register', await asStaff(ctx, 'admin@portal.local'), {
    correo: 'directora.antioquia@portal.local',
    primer_nombre: 'Marcela',
    primer_apellido: 'Gómez',
    rol: 'director',
    id_grupo: 2,
  });
  expect(res.statusCode).toBe(201);
  catalogue = catalogueSchema.parse((await get('/api/client/catalog', company)).json());
  otherCatalogue = catalogueSchema.parse((await get('/api/client/catalog', otherCompany)).json());
});
afterAll(() => ctx.close());

describe('catalogue', () => {
  it('serves each company its own positions, Montacargas first, with the SMMLV setting', () => {
    expect(catalogue.categories[0]!.nombre_categoria).toBe('Montacargas');
    expect(catalogue.smmlv).toBe(1_750_905);
    expect(catalogue.jobs.find((job) => job.name === 'Operador de montacargas')!.salario).toBe(2_050_000);
    // The second company has no catalogue of its own: the agency's default one serves it.
    expect(otherCatalogue.jobs.find((job) => job.name === 'Operador de montacargas')!.salario).toBe(
      1_950_000,
    );
    const mine = new Set(catalogue.jobs.map((job) => job.id));
    expect(otherCatalogue.jobs.some((job) => mine.has(job.id))).toBe(false);
  });
});

describe('cart', () => {
  it('starts with the demo cart of each company, apart', async () => {
    expect((await cartOf(company)).items).toHaveLength(2);
    expect((await cartOf(otherCompany)).items).toHaveLength(1);
    expect((await cartOf(company)).selectedCategory).toBe('Montacargas');
  });

  it.each([
    [{ quantity: 0 }, orderMessages.quantity],
    [{ customSalary: -1 }, orderMessages.salary],
    [{ customSalary: 'mucho' }, orderMessages.salary],
    [{ experienceLevel: 'Experto' }, orderMessages.experience],
    [{ workType: 'Nocturno' }, orderMessages.workType],
    [{ location: 'Casa' }, orderMessages.location],
    [{ startDate: inDays(-2) }, orderMessages.startDatePast],
    [{ selectedSkills: ['Soldadura'] }, orderMessages.skills],
  ])('refuses %j with its Spanish message and saves nothing', async (bad, message) => {
    const job = catalogue.jobs.find((j) => j.name === 'Operador de montacargas retráctil')!;
    const res = await send('POST', '/api/client/cart/items', company, { ...goodItem(job.id), ...bad });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
    expect((await cartOf(company)).items.map((item) => item.id)).not.toContain(job.id);
  });

  it('refuses an unknown city and another company’s position', async () => {
    const job = catalogue.jobs.find((j) => j.name === 'Operador de montacargas retráctil')!;
    const city = await send('POST', '/api/client/cart/items', company, {
      ...goodItem(job.id),
      cityId: 99999,
    });
    expect(city.statusCode).toBe(400);
    expect(city.json().message).toBe(orderMessages.city);
    const foreign = await send('POST', '/api/client/cart/items', otherCompany, goodItem(job.id));
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(orderMessages.jobNotFound);
  });

  it('adds a position once; configured again, it keeps the new configuration', async () => {
    const job = catalogue.jobs.find((j) => j.name === 'Operador de montacargas retráctil')!;
    const added = await send('POST', '/api/client/cart/items', company, goodItem(job.id));
    expect(added.statusCode).toBe(201);
    const answer = cartAnswerSchema.parse(added.json());
    expect(answer.message).toBe(orderMessages.added);
    expect(answer.cart.items).toHaveLength(3);
    expect(answer.cart.items.at(-1)).toMatchObject({
      quantity: 4,
      nombre_ciudad: 'Funza',
      workType: 'Rotativo',
    });
    const again = await send('POST', '/api/client/cart/items', company, { ...goodItem(job.id), quantity: 9 });
    expect(again.statusCode).toBe(200);
    expect(cartAnswerSchema.parse(again.json())).toMatchObject({
      added: false,
      message: orderMessages.updatedInCart,
    });
    const items = (await cartOf(company)).items.filter((item) => item.id === job.id);
    expect(items.map((item) => item.quantity)).toEqual([9]);
    await send('POST', '/api/client/cart/items', company, goodItem(job.id));
  });

  it('removes an item, refuses one that is not there, and keeps the selected category', async () => {
    const [first] = (await cartOf(company)).items;
    const removed = await send('DELETE', `/api/client/cart/items/${first!.id}`, company);
    expect(cartAnswerSchema.parse(removed.json()).cart.items).toHaveLength(2);
    const missing = await send('DELETE', `/api/client/cart/items/${first!.id}`, company);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(orderMessages.itemNotFound);
    const picked = await send('PUT', '/api/client/cart/category', company, { selectedCategory: 'Bodega' });
    expect(cartSchema.parse(picked.json()).selectedCategory).toBe('Bodega');
    const unknown = await send('PUT', '/api/client/cart/category', company, {
      selectedCategory: 'Astronautas',
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('orders', () => {
  let lineIds: number[] = [];

  it('turns the cart into exactly one order even when submitted twice at once', async () => {
    const before = processListSchema.parse((await get('/api/client/processes', company)).json()).length;
    const [a, b] = await Promise.all([
      send('POST', '/api/client/orders', company),
      send('POST', '/api/client/orders', company),
    ]);
    const codes = [a.statusCode, b.statusCode].sort();
    expect(codes).toEqual([201, 409]);
    const created = (a.statusCode === 201 ? a : b).json();
    expect(created.message).toBe(orderMessages.submitted(2));
    expect((a.statusCode === 409 ? a : b).json().message).toBe(orderMessages.emptyCart);
    lineIds = created.procesos;
    expect(lineIds).toHaveLength(2);
    expect((await cartOf(company)).items).toHaveLength(0);
    const processes = processListSchema.parse((await get('/api/client/processes', company)).json());
    expect(processes).toHaveLength(before + 2);
    expect(processes.find((p) => p.id === lineIds[0])).toMatchObject({ estado: 'Pendiente' });
    // Each line says its order, city, how many are filled of those asked, and the start asked for.
    const ordered = (await cartItemsOrdered(lineIds)).map((line) => line.configuracion);
    for (const [i, lineId] of lineIds.entries()) {
      expect(processes.find((p) => p.id === lineId)).toMatchObject({
        orden: created.id_orden,
        cubiertos: 0,
        solicitados: ordered[i]!.quantity,
        fechaInicio: ordered[i]!.startDate,
      });
    }
    const theirs = processListSchema.parse((await get('/api/client/processes', otherCompany)).json());
    expect(theirs.map((p) => p.id)).not.toContain(lineIds[0]);
    expect((await get(`/api/client/processes/${lineIds[0]}`, otherCompany)).statusCode).toBe(404);
  });

  it('tells the agency by e-mail', async () => {
    await mailNotificationsNow(ctx);
    const rows = (await ctx.app.db.execute(
      sql`select recipient, subject from mail_outbox where subject like 'Nueva orden N.º%'`,
    )) as unknown as { rows: { recipient: string; subject: string }[] };
    expect(rows.rows.map((row) => row.recipient)).toContain('director@portal.local');
    expect(rows.rows[0]!.subject).toContain('Logística Andina S.A.S.');
  });

  it('shows the agency’s order inbox by scope: the company’s group only', async () => {
    const inbox = staffOrderListSchema.parse((await get('/api/staff/orders', director)).json());
    expect(inbox.map((line) => line.id_proceso)).toEqual(expect.arrayContaining(lineIds));
    expect(inbox.every((line) => line.empresa === 'Logística Andina S.A.S.')).toBe(true);
    otherDirector = await signInInvited('directora.antioquia@portal.local');
    const other = staffOrderListSchema.parse((await get('/api/staff/orders', otherDirector)).json());
    expect(other.map((line) => line.id_proceso)).not.toContain(lineIds[0]);
    expect((await get(`/api/staff/orders/${lineIds[0]}`, otherDirector)).statusCode).toBe(404);
  });

  it('opens a vacancy from a line: the line is accepted and the company follows the vacancy', async () => {
    const line = staffOrderListSchema
      .parse((await get('/api/staff/orders', director)).json())
      .find((l) => l.id_proceso === lineIds[0])!;
    const vacancy = {
      titulo: line.cargo,
      descripcion: `${line.descripcion} ${line.pedido.jobDescription}`,
      id_categoria: line.id_categoria!,
      salario: line.pedido.customSalary,
      id_empresa: line.id_empresa,
      id_proceso: line.id_proceso,
    };
    const wrongCompany = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/vacancies',
      headers: director.headers,
      payload: { ...minimalVacancy(), ...vacancy, id_empresa: null },
    });
    expect(wrongCompany.statusCode).toBe(400);
    expect(wrongCompany.json().message).toBe(staffOrderMessages.companyLocked);
    const vacancyId = await createVacancyAs(ctx, director, vacancy);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/staff/vacancies',
      headers: director.headers,
      payload: { ...minimalVacancy(), ...vacancy },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(staffOrderMessages.notPending);
    const detail = processDetailSchema.parse(
      (await get(`/api/client/processes/${lineIds[0]}`, company)).json(),
    );
    expect(detail.solicitud).toMatchObject({ estado: 'aceptada', vacante: { id_vacante: vacancyId } });
    expect(detail.solicitud.pedido).toEqual({ ...line.pedido, nombre_ciudad: 'Funza' });
  });

  it('rejects a line with a reason the company reads; without one it is refused', async () => {
    const bare = await send('POST', `/api/staff/orders/${lineIds[1]}/reject`, director, { motivo: '' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json().message).toContain(staffOrderMessages.reasonRequired);
    const foreign = await send('POST', `/api/staff/orders/${lineIds[1]}/reject`, otherDirector, {
      motivo: 'No atendemos esa zona.',
    });
    expect(foreign.statusCode).toBe(404);
    const done = await send('POST', `/api/staff/orders/${lineIds[1]}/reject`, director, {
      motivo: 'No hay personal disponible para esa fecha.',
    });
    expect(done.json().message).toBe(staffOrderMessages.rejected);
    const detail = processDetailSchema.parse(
      (await get(`/api/client/processes/${lineIds[1]}`, company)).json(),
    );
    expect(detail).toMatchObject({
      estado: 'Rechazada',
      solicitud: { estado: 'rechazada', motivo_rechazo: 'No hay personal disponible para esa fecha.' },
    });
    // The list says so too: the company did not get what it asked for ('Finalizado' said it had).
    const list = processListSchema.parse((await get('/api/client/processes', company)).json());
    expect(list.find((process) => process.id === lineIds[1])?.estado).toBe('Rechazada');
    const decision = await send('POST', `/api/client/processes/${lineIds[1]}/decisions`, company, {
      ids_postulacion: [1],
      decision: 'aprobado',
    });
    expect(decision.statusCode).toBe(409);
    expect(decision.json().message).toBe(clientProcessMessages.noVacancyYet);
  });

  it('refuses an order from an empty cart', async () => {
    const res = await send('POST', '/api/client/orders', company);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(orderMessages.emptyCart);
  });
});

describe('agency catalogue', () => {
  const position = (idEmpresa: number | null, extra: object = {}) => ({
    id_empresa: idEmpresa,
    id_categoria: 1,
    nombre: 'Operador de montacargas de gas',
    descripcion: 'Montacargas a gas en patio de contenedores, licencia vigente.',
    salario_min: 2_100_000,
    salario_max: 2_600_000,
    ...extra,
  });
  let ownId: number;

  it('lets a director set the positions of a company of the group, and the company sees them', async () => {
    const idEmpresa = await companyIdOf('Logística Andina S.A.S.');
    const listed = await get(`/api/staff/catalog?id_empresa=${idEmpresa}`, director);
    expect(catalogPositionListSchema.parse(listed.json())).toHaveLength(catalogue.jobs.length);
    const badRange = await send(
      'POST',
      '/api/staff/catalog',
      director,
      position(idEmpresa, { salario_max: 1_000 }),
    );
    expect(badRange.statusCode).toBe(400);
    expect(badRange.json().message).toContain(staffCatalogMessages.salaryRange);
    const created = await send('POST', '/api/staff/catalog', director, position(idEmpresa));
    expect(created.statusCode).toBe(201);
    ownId = created.json().position.id_cargo;
    expect(created.json().position).toMatchObject({
      categoria: 'Montacargas',
      imagen: '/catalogo/montacargas.svg',
    });
    const seen = catalogueSchema.parse((await get('/api/client/catalog', company)).json());
    expect(seen.jobs.find((job) => job.id === ownId)).toMatchObject({
      salario: 2_100_000,
      salario_max: 2_600_000,
    });
  });

  it('hides a deactivated position from the company', async () => {
    const idEmpresa = await companyIdOf('Logística Andina S.A.S.');
    const off = await send(
      'PUT',
      `/api/staff/catalog/${ownId}`,
      director,
      position(idEmpresa, { activo: false }),
    );
    expect(off.json().message).toBe(staffCatalogMessages.saved);
    const seen = catalogueSchema.parse((await get('/api/client/catalog', company)).json());
    expect(seen.jobs.map((job) => job.id)).not.toContain(ownId);
  });

  it('keeps the default catalogue for admins and other groups’ companies out of reach', async () => {
    const defaults = await get('/api/staff/catalog', director);
    expect(defaults.statusCode).toBe(403);
    expect(defaults.json().message).toBe(staffCatalogMessages.defaultAdminOnly);
    const idEmpresa = await companyIdOf('Logística Andina S.A.S.');
    expect((await get(`/api/staff/catalog?id_empresa=${idEmpresa}`, otherDirector)).statusCode).toBe(403);
    const foreignEdit = await send('PUT', `/api/staff/catalog/${ownId}`, otherDirector, position(idEmpresa));
    expect(foreignEdit.statusCode).toBe(404);
    const admin = await asStaff(ctx, 'admin@portal.local');
    const all = catalogPositionListSchema.parse((await get('/api/staff/catalog', admin)).json());
    expect(all.every((row) => row.id_empresa === null)).toBe(true);
  });
});

async function companyIdOf(razonSocial: string) {
  const companies = (await get('/api/companies', director)).json() as {
    id_empresa: number;
    razon_social: string;
  }[];
  return companies.find((c) => c.razon_social === razonSocial)!.id_empresa;
}

function minimalVacancy() {
  return {
    empresa: 'Logística Andina S.A.S.',
    id_ciudad: 25286,
    lugar: 'Funza',
    turno: 'Rotativo',
    tipo_contrato: 'obra_labor',
    cantidad_vacantes: 4,
    fecha_cierre: inDays(20),
  };
}

/** The invited director sets a password from the invitation e-mail's link, then signs in. */
async function signInInvited(correo: string): Promise<StaffActor> {
  const rows = (await ctx.app.db.execute(
    sql`select text from mail_outbox where recipient = ${correo} order by id desc limit 1`,
  )) as unknown as { rows: { text: string }[] };
  const token = /token=([\w-]+)/.exec(rows.rows[0]!.text)![1]!;
  const password = 'Directora2026!';
  const accepted = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/accept_invitation',
    payload: { token, password },
  });
  expect(accepted.statusCode).toBe(200);
  return asStaff(ctx, correo, password);
}
