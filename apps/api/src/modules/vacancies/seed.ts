import { count, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categorias, espaciosAgendamiento, vacantes } from '../../db/schema/index.js';
import { companies, contractCycle, roleTemplates, workPlaces } from './seed-data.js';

type NewVacancy = typeof vacantes.$inferInsert;
const HOUR = 3600 * 1000;
const DAY = 24 * HOUR;
const cityIds = Object.keys(workPlaces).map(Number);
const isoDate = (date: Date) => date.toISOString().slice(0, 10);

/** The i-th generated vacancy: varied but deterministic, so every environment sees the same list. */
function vacancyAt(i: number, now: number, categoryIds: Map<string, number>): NewVacancy {
  const role = roleTemplates[i % roleTemplates.length]!;
  const city = cityIds[(i * 5 + Math.floor(i / roleTemplates.length)) % cityIds.length]!;
  const closed = i % 11 === 10;
  const published = now - (i * 7 + 2) * HOUR;
  return {
    titulo: role.titulo,
    descripcion: role.descripcion,
    requisitos: role.requisitos,
    empresa: companies[i % companies.length]!,
    id_ciudad: city,
    id_categoria: categoryIds.get(role.categoria)!,
    lugar: workPlaces[city]!,
    salario: role.salario + ((i * 37) % 5) * 50_000,
    turno: role.turnos[i % role.turnos.length]!,
    tipo_contrato: contractCycle[i % contractCycle.length]!,
    cantidad_vacantes: 1 + ((i * 7) % 12),
    fecha_publicacion: new Date(published),
    fecha_cierre: isoDate(new Date(closed ? now - 2 * DAY : published + (20 + (i % 25)) * DAY)),
    estado: closed ? 'cerrada' : 'abierta',
  };
}

async function categoryIdsByName(db: Database) {
  const rows = await db.select().from(categorias);
  return new Map(rows.map((row) => [row.nombre_categoria, row.id_categoria]));
}

/** Next day at hh:00 Bogotá time (UTC-5), `days` from now. */
function bogotaSlot(now: number, days: number, hour: number) {
  const day = new Date(now + days * DAY);
  return new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), hour + 5));
}

export const DEMO_VACANCY_COUNT = 44;

/** Idempotent demo vacancies with interview slots: inserted only when the table is empty. */
export async function seedVacancies(db: Database, now = Date.now()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(vacantes);
  if (existing!.n > 0) return;
  const categoryIds = await categoryIdsByName(db);
  await db.transaction(async (tx) => {
    const rows = Array.from({ length: DEMO_VACANCY_COUNT }, (_, i) => vacancyAt(i, now, categoryIds));
    const inserted = await tx
      .insert(vacantes)
      .values(rows)
      .returning({ id: vacantes.id_vacante, estado: vacantes.estado, lugar: vacantes.lugar });
    const slots = inserted
      .filter((row) => row.estado === 'abierta')
      .flatMap((row, i) => [
        { id_vacante: row.id, fecha_hora: bogotaSlot(now, 2 + (i % 5), 8), capacidad: 6 },
        { id_vacante: row.id, fecha_hora: bogotaSlot(now, 3 + (i % 5), 14), capacidad: 3 },
      ])
      .map((slot) => ({
        ...slot,
        lugar: `Oficina de selección — ${inserted.find((r) => r.id === slot.id_vacante)!.lugar}`,
      }));
    await tx.insert(espaciosAgendamiento).values(slots);
    // Vacancies named after a client company on file are that company's: its hiring processes.
    await tx.execute(sql`
      update vacantes set id_empresa = e.id_empresa from empresas e
      where vacantes.empresa = e.razon_social and vacantes.id_empresa is null`);
  });
}

/** Bench only (never at normal start): adds `total` generated vacancies in batches. */
export async function seedBenchVacancies(db: Database, total = 10_000, now = Date.now()): Promise<void> {
  const categoryIds = await categoryIdsByName(db);
  const batch = 1000;
  for (let start = 0; start < total; start += batch) {
    const size = Math.min(batch, total - start);
    const rows = Array.from({ length: size }, (_, k) =>
      vacancyAt(DEMO_VACANCY_COUNT + start + k, now, categoryIds),
    );
    await db.insert(vacantes).values(rows);
  }
}
