import { count, sql } from 'drizzle-orm';
import type { PositionConfig } from '@portal/shared/orders/client';
import type { Database, Db } from '../../db/client.js';
import { cargosCatalogo, carritos, categorias, ordenesServicio } from '../../db/schema/index.js';
import { openOrderProcesses } from '../processes/order-lines.js';
import * as repo from './repository.js';
import { catalogueImageOf } from '@portal/shared/catalog/staff';
import { companyCatalogue, defaultCatalogue, type CatalogueSeedRow } from './seed-data.js';
import { queryRows } from '../../db/rows.js';

const OWN_CATALOGUE_COMPANY = 'Logística Andina S.A.S.';
/** Demo company users, each with the city its sites are in (DANE codes: Funza, Itagüí). */
const demoBuyers = [
  { correo: 'empresa@portal.local', cityId: 25286 },
  { correo: 'empresa2@portal.local', cityId: 5360 },
];

async function seedCatalogues(db: Db) {
  const [existing] = await db.select({ n: count() }).from(cargosCatalogo);
  if (existing!.n > 0) return;
  const ids = new Map((await db.select().from(categorias)).map((c) => [c.nombre_categoria, c.id_categoria]));
  const [company] = await queryRows<{ id_empresa: number }>(
    db,
    sql`select id_empresa from empresas where razon_social = ${OWN_CATALOGUE_COMPANY}`,
  );
  const toRow = (id_empresa: number | null) => (row: CatalogueSeedRow) => ({
    id_empresa,
    id_categoria: ids.get(row.categoria)!,
    nombre: row.nombre,
    descripcion: row.descripcion,
    imagen: catalogueImageOf(row.categoria),
    salario_min: row.salario_min,
    salario_max: row.salario_max,
  });
  await db
    .insert(cargosCatalogo)
    .values([
      ...defaultCatalogue.map(toRow(null)),
      ...(company ? companyCatalogue.map(toRow(company.id_empresa)) : []),
    ]);
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const configOf = (
  job: { salario: number },
  cityId: number,
  quantity: number,
  now: number,
): PositionConfig => ({
  quantity,
  customSalary: job.salario,
  experienceLevel: 'Intermedio',
  selectedSkills: ['Manejo de Montacargas', 'Organización'],
  workType: 'Rotativo',
  startDate: isoDay(now + 14 * 86_400_000),
  jobDescription: 'Turnos de 8 horas de lunes a sábado; dotación y casino a cargo de la empresa.',
  requiresTravel: false,
  flexibleHours: false,
  location: 'Campo',
  cityId,
  schedule: '6:00 a 14:00 y 14:00 a 22:00',
});

/**
 * Each demo company user gets a saved cart (two positions for the first, one for the second) and one
 * earlier order: a line waiting for the agency and, for the first, a line the agency turned down.
 */
async function seedCartsAndOrders(db: Database, now: number) {
  const [orders] = await db.select({ n: count() }).from(ordenesServicio);
  if (orders!.n > 0) return;
  await db.transaction(async (tx) => {
    for (const [i, buyer] of demoBuyers.entries()) {
      const [user] = await queryRows<{ id_usuario: number; id_empresa: number }>(
        tx,
        sql`select id_usuario, id_empresa from usuarios where correo = ${buyer.correo}`,
      );
      if (!user) continue;
      const jobs = await repo.catalogueJobs(tx, user.id_empresa);
      const pick = (name: string) => jobs.find((job) => job.name === name) ?? jobs[0]!;
      await tx.insert(carritos).values({ id_usuario: user.id_usuario, id_categoria: jobs[0]!.id_categoria });
      const cartJobs =
        i === 0
          ? [pick('Operador de montacargas'), pick('Alistador de pedidos')]
          : [pick('Operario de empaque')];
      for (const job of cartJobs)
        await repo.saveCartItem(tx, user.id_usuario, job.id, configOf(job, buyer.cityId, 3, now));
      const idOrden = await repo.insertOrder(tx, user.id_empresa, user.id_usuario);
      const ordered =
        i === 0
          ? [pick('Auxiliar de bodega'), pick('Conductor de tractomula (C3)')]
          : [pick('Operario de producción')];
      await openOrderProcesses(
        tx,
        { id_orden: idOrden, id_empresa: user.id_empresa },
        ordered.map((job, line) => ({
          id_cargo: job.id,
          id_categoria: job.id_categoria,
          nombre: job.name,
          descripcion: job.description,
          configuracion: configOf(job, buyer.cityId, 5 - line * 3, now),
          ...(line === 1
            ? {
                motivo_rechazo:
                  'No tenemos conductores C3 disponibles para esa fecha; podemos atenderlo en enero.',
              }
            : {}),
        })),
      );
    }
  });
}

/** Demo catalogues, carts and orders; idempotent (each part only when its table is empty). */
export async function seedOrders(db: Database, now = Date.now()) {
  await seedCatalogues(db);
  await seedCartsAndOrders(db, now);
}
