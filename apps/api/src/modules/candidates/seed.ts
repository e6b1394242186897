import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { candidatos, categorias } from '../../db/schema/index.js';
import { demoWorkProfiles } from './seed-work-profiles.js';

/**
 * Candidates the agency already has on file (imported, no password yet), so the demo pipeline and the
 * dashboard figures are not empty. They can claim their record later through their e-mail on file.
 */
const applicants = [
  ['Carlos', 'Andrés', 'Muñoz', 'Vélez'],
  ['Diana', 'Marcela', 'Ospina', 'Ruiz'],
  ['Jhon', 'Fredy', 'Cárdenas', 'López'],
  ['Luz', 'Dary', 'Benítez', 'Mora'],
  ['Wilson', null, 'Gutiérrez', 'Pineda'],
  ['Yuliana', null, 'Restrepo', 'Castaño'],
  ['Óscar', 'Iván', 'Zuluaga', 'Henao'],
  ['Paola', 'Andrea', 'Suárez', 'Rincón'],
  ['Édgar', null, 'Quintero', 'Salazar'],
  ['Sandra', 'Milena', 'Arango', 'Giraldo'],
  ['Fabián', null, 'Correa', 'Montoya'],
  ['Leidy', 'Johana', 'Vargas', 'Ríos'],
] as const;

/** Experience the demo applicants wrote in their profile (age, years, certificates), in turn. */
const experience = [
  {
    fecha_nacimiento: '1991-04-12',
    anios_experiencia: 8,
    certificaciones: ['Licencia de montacargas', 'Curso de alturas'],
  },
  { fecha_nacimiento: '1997-09-30', anios_experiencia: 3, certificaciones: ['Manipulación de alimentos'] },
  { fecha_nacimiento: '1988-01-05', anios_experiencia: 12, certificaciones: ['Licencia de conducción C2'] },
  { fecha_nacimiento: '2001-06-18', anios_experiencia: 1, certificaciones: [] },
];

const plain = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();

/** The catalogue's categories by name (seeded before the candidates). */
const categoryIdsByName = async (db: Database) =>
  new Map((await db.select().from(categorias)).map((row) => [row.nombre_categoria, row.id_categoria]));

/** The applicant's «Perfil laboral», with the catalogue's category ids (seeded before this runs). */
function workProfileOf(i: number, categoryIds: Map<string, number>) {
  const profile = demoWorkProfiles[i % demoWorkProfiles.length]!;
  return {
    id_ciudad: profile.city,
    experiencia: profile.experience,
    habilidades: profile.skills,
    categorias_experiencia: profile.categories.flatMap((name) => categoryIds.get(name) ?? []),
    aspiracion_salarial: profile.salary,
    disponibilidad: profile.availability,
  };
}

export async function seedDemoApplicants(db: Database): Promise<number[]> {
  const categoryIds = await categoryIdsByName(db);
  const rows = applicants.map(([primer_nombre, segundo_nombre, primer_apellido, segundo_apellido], i) => ({
    numero_documento: String(80_100_001 + i),
    primer_nombre,
    segundo_nombre,
    primer_apellido,
    segundo_apellido,
    correo: `${plain(primer_nombre)}.${plain(primer_apellido)}@example.co`,
    numero_contacto1: `+57310${String(5_550_000 + i * 7)}`,
    ...experience[i % experience.length]!,
    ...workProfileOf(i, categoryIds),
  }));
  await db.insert(candidatos).values(rows).onConflictDoNothing({ target: candidatos.numero_documento });
  const stored = await db
    .select({ id: candidatos.id_candidato, numero_documento: candidatos.numero_documento })
    .from(candidatos)
    .where(
      inArray(
        candidatos.numero_documento,
        rows.map((row) => row.numero_documento),
      ),
    );
  const byDocument = new Map(stored.map((row) => [row.numero_documento, row.id]));
  return rows.map((row) => byDocument.get(row.numero_documento)!);
}

/** `total` generated candidates on file for the benches (documents 90000001…), in one statement. */
export async function seedBenchCandidates(db: Database, total: number): Promise<void> {
  await db.execute(sql`
    insert into candidatos (numero_documento, primer_nombre, primer_apellido, correo)
    select (90000000 + g)::text, 'Candidato', 'Prueba ' || g, 'bench' || g || '@example.co'
    from generate_series(1, ${total}) g
    on conflict (numero_documento) do nothing`);
}

/** The demo candidate's own «Perfil laboral» (Bogotá, warehouse work): only while she has none. */
export async function seedDemoCandidateWorkProfile(db: Database, candidateId: number | undefined) {
  if (candidateId === undefined) return;
  const categoryIds = await categoryIdsByName(db);
  await db
    .update(candidatos)
    .set({
      id_ciudad: 11001,
      experiencia:
        'Auxiliar de bodega 3 años en un centro de distribución de Fontibón: picking, empaque y conteos.',
      habilidades: ['Picking', 'Empaque', 'Inventarios'],
      categorias_experiencia: ['Bodega', 'Empaque'].flatMap((name) => categoryIds.get(name) ?? []),
      aspiracion_salarial: 1_600_000,
      disponibilidad: 'inmediata',
    })
    .where(and(eq(candidatos.id_candidato, candidateId), isNull(candidatos.id_ciudad)));
}
