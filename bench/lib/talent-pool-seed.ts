// The talent pool bench's data (bench/talent-pool.ts): candidates as a Colombian staffing agency has
// them — names, cédulas of 8 and 10 digits, cities weighted towards Bogotá, Medellín, Cali and their
// industrial belts, a trade with its categories, skills and certificates — with their consents,
// documents, applications, vacancies and assignments, all inserted by set-based statements. Each row's
// choices come from a hash of its number (`pg_temp.rnd`), so every run and every size see the same
// people: the baseline's 10,000 candidates are the first 10,000 of the 200,000 (their applications
// spread over its fewer vacancies), and its 100 vacancies the first 100 of the 2,000.
import pg from 'pg';
import { openDatabase } from '../../apps/api/src/db/client';
import {
  companies,
  contractCycle,
  roleTemplates,
  workPlaces,
} from '../../apps/api/src/modules/vacancies/seed-data';
import { seedDemoData } from '../../apps/api/src/seed';
import type { ScratchDatabase } from '../../apps/api/src/test-support/scratch-database';

// ——— Who the generated candidates are ———

const men = [
  'Juan', 'Carlos', 'José', 'Luis', 'Andrés', 'Jorge', 'Jhon', 'Diego', 'Óscar', 'Fabián', 'Wilson', 'Édgar',
  'Camilo', 'Sebastián', 'Alejandro', 'Julián', 'Mauricio', 'Fredy', 'Jairo', 'Héctor', 'Ricardo', 'Daniel',
  'David', 'Santiago', 'Brayan', 'Jhonatan', 'Yeison', 'Duván', 'Estiven', 'Alexánder', 'Harold', 'Nelson',
  'Germán', 'Hernán', 'Álvaro', 'Iván', 'Rubén', 'Wilmer', 'Edwin', 'Cristian', 'Miguel', 'Ángel',
]; // prettier-ignore
const women = [
  'María', 'Luz', 'Diana', 'Paola', 'Sandra', 'Yuliana', 'Leidy', 'Angie', 'Carolina', 'Marcela', 'Andrea',
  'Johana', 'Natalia', 'Daniela', 'Valentina', 'Lorena', 'Claudia', 'Gloria', 'Martha', 'Adriana', 'Liliana',
  'Yesenia', 'Yurani', 'Katherine', 'Jennifer', 'Mónica', 'Ángela', 'Viviana', 'Érika', 'Tatiana', 'Milena',
  'Esperanza', 'Rosa', 'Ana', 'Beatriz', 'Deisy', 'Lina', 'Sofía', 'Camila', 'Laura', 'Dary', 'Yolanda',
]; // prettier-ignore
const surnames = [
  'Rodríguez', 'Gómez', 'González', 'Martínez', 'García', 'López', 'Hernández', 'Sánchez', 'Ramírez', 'Pérez',
  'Díaz', 'Muñoz', 'Rojas', 'Moreno', 'Jiménez', 'Vargas', 'Castro', 'Gutiérrez', 'Ortiz', 'Álvarez', 'Ruiz',
  'Suárez', 'Torres', 'Romero', 'Herrera', 'Valencia', 'Quintero', 'Restrepo', 'Giraldo', 'Osorio', 'Cárdenas',
  'Zuluaga', 'Henao', 'Castaño', 'Ospina', 'Montoya', 'Arango', 'Mejía', 'Agudelo', 'Salazar', 'Londoño',
  'Marín', 'Correa', 'Cardona', 'Ríos', 'Mosquera', 'Palacios', 'Córdoba', 'Caicedo', 'Rentería', 'Benítez',
  'Mora', 'Pineda', 'Vélez', 'Rincón', 'Bermúdez', 'Cifuentes', 'Parra', 'Ocampo', 'Patiño', 'Buitrago',
  'Guerrero', 'Medina', 'Aguilar', 'Rivera', 'Acosta', 'Cortés', 'Barrera', 'Beltrán', 'Forero', 'Niño',
  'Camacho', 'Ibarra', 'Villa', 'Escobar', 'Duque', 'Franco', 'Gaviria', 'Hoyos', 'Lozano', 'Manrique',
]; // prettier-ignore

/** Where candidates live, by weight (DANE codes; every other city of the catalogue weighs 1). */
const cityWeights: Record<number, number> = {
  11001: 30, // Bogotá
  5001: 12, // Medellín
  76001: 10, // Cali
  8001: 8, // Barranquilla
  25754: 6, // Soacha
  5360: 4, // Itagüí
  5088: 4, // Bello
  25286: 3, // Funza
  25473: 3, // Mosquera
  13001: 3, // Cartagena
  68001: 3, // Bucaramanga
  8758: 3, // Soledad
  76892: 2, // Yumbo
  76520: 2, // Palmira
  5266: 2, // Envigado
  25817: 2, // Tocancipá
  54001: 2, // Cúcuta
  66001: 2, // Pereira
};

/** A kind of worker: what they say they did, the catalogue's categories and the skills they list. */
const profiles = [
  { weight: 12, oficio: 'Montacarguista', categorias: ['Montacargas', 'Bodega', 'Logística'],
    habilidades: ['Montacarguista', 'Montacargas eléctrico', 'Montacargas de combustión', 'Reach truck',
      'Inventarios', 'Cargue y descargue', 'Estantería alta'] },
  { weight: 20, oficio: 'Auxiliar de bodega', categorias: ['Bodega', 'Logística'],
    habilidades: ['Picking', 'Packing', 'Inventarios', 'Alistamiento de pedidos', 'Recibo de mercancía',
      'Radiofrecuencia', 'Conteo cíclico', 'Despachos'] },
  { weight: 12, oficio: 'Conductor de camión', categorias: ['Conductor', 'Logística'],
    habilidades: ['Conducción', 'Licencia C2', 'Licencia C3', 'Rutas urbanas', 'Entrega de mercancía',
      'Mecánica básica', 'Recaudo'] },
  { weight: 16, oficio: 'Operario de producción', categorias: ['Producción', 'Empaque', 'Alimentos'],
    habilidades: ['Empaque', 'Sellado', 'Buenas prácticas de manufactura', 'Control de peso',
      'Manejo de máquinas', 'Etiquetado'] },
  { weight: 5, oficio: 'Inspector de calidad', categorias: ['Calidad', 'Producción'],
    habilidades: ['Control de calidad', 'Muestreo', 'Buenas prácticas de manufactura', 'Metrología',
      'Registros de calidad'] },
  { weight: 8, oficio: 'Empacador', categorias: ['Empaque', 'Alimentos'],
    habilidades: ['Empaque', 'Etiquetado', 'Termoencogido', 'Sellado', 'Manipulación de alimentos'] },
  { weight: 5, oficio: 'Soldador', categorias: ['Producción', 'Mantenimiento', 'Construcción'],
    habilidades: ['Soldadura', 'Soldadura MIG', 'Soldadura TIG', 'Lectura de planos', 'Pulido',
      'Corte con plasma'] },
  { weight: 5, oficio: 'Técnico de mantenimiento', categorias: ['Mantenimiento'],
    habilidades: ['Mantenimiento eléctrico', 'Mantenimiento mecánico', 'Neumática', 'Hidráulica',
      'Soldadura'] },
  { weight: 6, oficio: 'Operario de aseo', categorias: ['Aseo y servicios generales'],
    habilidades: ['Aseo industrial', 'Limpieza de oficinas', 'Manejo de químicos', 'Jardinería'] },
  { weight: 5, oficio: 'Ayudante de obra', categorias: ['Construcción'],
    habilidades: ['Mampostería', 'Obra blanca', 'Trabajo en alturas', 'Pintura', 'Armado de formaleta'] },
  { weight: 4, oficio: 'Guarda de seguridad', categorias: ['Seguridad'],
    habilidades: ['Vigilancia', 'Control de accesos', 'Medios tecnológicos', 'Atención al público'] },
  { weight: 2, oficio: 'Auxiliar de cocina industrial', categorias: ['Alimentos', 'Producción'],
    habilidades: ['Manipulación de alimentos', 'Cocina industrial', 'Panadería', 'Cárnicos'] },
]; // prettier-ignore
const certificates = [
  'Curso de montacargas', 'Curso de trabajo en alturas', 'Manipulación de alimentos', 'Licencia de conducción C2',
  'Técnico en logística SENA', 'Soldadura SENA', 'Primeros auxilios', 'Brigadista de emergencias',
  'Bachiller académico', 'Curso de vigilancia',
]; // prettier-ignore
const workplaces = [
  'centros de distribución', 'plantas de alimentos', 'bodegas de cadenas de supermercados',
  'empresas de transporte', 'obras civiles', 'zonas francas', 'empresas de confección', 'plantas de plásticos',
]; // prettier-ignore

// ——— Seeding ———

/** One vacancy per 100 candidates. */
export const vacanciesOf = (candidates: number) => Math.max(1, Math.round(candidates / 100));

/** A number in [0, 1) from a row's key and a salt: the same in every run, without `random()`. */
const rnd = (key: string, salt: number) => `pg_temp.rnd(${key}, ${salt})`;
/** One element of an array parameter, picked by `rnd`. */
const pick = (array: string, key: string, salt: number) =>
  `(${array})[1 + floor(${rnd(key, salt)} * cardinality(${array}))::int]`;

export interface Seeded {
  url: string;
  candidates: number;
  applications: number;
  vacancies: number;
  assignments: number;
  documents: number;
  consents: number;
  queued: number;
  firstVacancy: number;
  seconds: Record<string, number>;
}

/**
 * The demo data plus `total` candidates with their consents, documents, applications over
 * `total / 100` vacancies, and assignments for a few thousand of the hired: set-based statements on
 * one connection (no statement timeout), the pool's triggers on.
 */
export async function seedTalentPool(database: ScratchDatabase, total: number): Promise<Seeded> {
  const handle = await openDatabase({ url: database.url });
  await handle.migrate();
  await seedDemoData(handle.db);
  await handle.close();

  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const seconds: Record<string, number> = {};
  const step = async (name: string, text: string, values: unknown[] = []) => {
    const start = performance.now();
    const result = await client.query(text, values);
    seconds[name] = (seconds[name] ?? 0) + (performance.now() - start) / 1000;
    return result;
  };
  try {
    await client.query(
      `create function pg_temp.rnd(k bigint, salt int) returns float8 language sql immutable as
       $$ select (hashint8(k * 7919 + salt) & 2147483647)::float8 / 2147483648 $$`,
    );
    const first = async (table: string, column: string) =>
      Number((await client.query(`select coalesce(max(${column}), 0) + 1 as n from ${table}`)).rows[0].n);
    const firstCandidate = await first('candidatos', 'id_candidato');
    const firstVacancy = await first('vacantes', 'id_vacante');
    const cities = (await client.query<{ id: number }>('select id_ciudad as id from ciudades')).rows.flatMap(
      ({ id }) => Array<number>(cityWeights[id] ?? 1).fill(id),
    );
    const profileOf = profiles.flatMap((profile, i) => Array<number>(profile.weight).fill(i));

    const g = 'g';
    await step(
      'candidatos',
      `with gen as (
         select g, ${rnd(g, 1)} < 0.52 as mujer, ${pick('$3::int[]', g, 3)} as perfil,
           case when ${rnd(g, 2)} < 0.06 then null else ${pick('$2::int[]', g, 4)} end as id_ciudad,
           floor(${rnd(g, 5)} ^ 1.6 * 20)::int as anios,
           now() - make_interval(days => floor(${rnd(g, 6)} * 1460)::int, secs => floor(${rnd(g, 7)} * 86400)) as creado
         from generate_series(1, $1::int) g)
       insert into candidatos (numero_documento, primer_nombre, segundo_nombre, primer_apellido, segundo_apellido,
         correo, numero_contacto1, fecha_nacimiento, anios_experiencia, certificaciones, id_ciudad, experiencia,
         habilidades, categorias_experiencia, aspiracion_salarial, disponibilidad, created_at, updated_at)
       select
         case when ${rnd(g, 10)} < 0.35 then (30000000 + g * 217)::text else (1000000000 + g * 53)::text end,
         case when mujer then ${pick('$5::text[]', g, 11)} else ${pick('$4::text[]', g, 11)} end,
         case when ${rnd(g, 12)} < 0.55 then
           case when mujer then ${pick('$5::text[]', g, 13)} else ${pick('$4::text[]', g, 13)} end end,
         ${pick('$6::text[]', g, 14)},
         case when ${rnd(g, 15)} < 0.93 then ${pick('$6::text[]', g, 16)} end,
         'candidato' || g || '@correo.example.co',
         '+573' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'),
         (current_date - (6570 + floor(${rnd(g, 17)} * 14600))::int),
         anios,
         array(select c from unnest($7::text[]) with ordinality t(c, i) where ${rnd('g + i * 1000003', 18)} < 0.12),
         gen.id_ciudad,
         case when ${rnd(g, 19)} < 0.75 then
           ($8::jsonb -> perfil ->> 'oficio') || ' por ' || greatest(anios, 1) || ' años en ' ||
           ${pick('$9::text[]', g, 20)} || coalesce(' de ' || ci.nombre_ciudad, '') || '.' end,
         array(select s from jsonb_array_elements_text($8::jsonb -> perfil -> 'habilidades') with ordinality t(s, i)
               where ${rnd('g + i * 1000003', 21)} < 0.45),
         array(select k.id_categoria from categorias k
               where k.nombre_categoria in (select jsonb_array_elements_text($8::jsonb -> perfil -> 'categorias'))
                 and ${rnd('g + k.id_categoria * 1000003', 22)} < 0.6 order by 1),
         case when ${rnd(g, 23)} >= 0.15 then 1300000 + floor(${rnd(g, 24)} ^ 2 * 45)::int * 50000 end,
         case when ${rnd(g, 25)} < 0.5 then 'inmediata' when ${rnd(g, 25)} < 0.8 then 'quince_dias'
              when ${rnd(g, 25)} < 0.9 then 'no_disponible' end,
         creado, creado + (now() - creado) * ${rnd(g, 26)}
       from gen left join ciudades ci on ci.id_ciudad = gen.id_ciudad
       order by g`,
      [total, cities, profileOf, men, women, surnames, certificates, JSON.stringify(profiles), workplaces],
    );

    // Every candidate authorised the treatment at sign-up; ~60 % accept alerts, ~30 % sharing; a few
    // withdrew later (0.5 % the treatment: out of the pool; 5 % of the alerts).
    const c = 'c.id_candidato';
    await step(
      'consentimientos',
      `with kinds as (
         select distinct on (tipo) tipo, texto, politica_version, politica_hash from consentimientos order by tipo, id),
       acts as (
         select ${c} as id_candidato, k.tipo, true as otorgado, k.texto, k.politica_version, k.politica_hash,
           c.created_at as creado_en
         from candidatos c cross join kinds k
         where ${c} >= $1 and (k.tipo = 'tratamiento' or (k.tipo = 'alertas' and ${rnd(c, 30)} < 0.6)
           or (k.tipo = 'compartir' and ${rnd(c, 31)} < 0.3))
         union all
         select ${c}, k.tipo, false, k.texto, k.politica_version, k.politica_hash, c.updated_at
         from candidatos c cross join kinds k
         where ${c} >= $1 and ((k.tipo = 'tratamiento' and ${rnd(c, 32)} < 0.005)
           or (k.tipo = 'alertas' and ${rnd(c, 30)} < 0.6 and ${rnd(c, 33)} < 0.05)))
       insert into consentimientos (id_candidato, tipo, otorgado, texto, politica_version, politica_hash, agente, creado_en)
       select id_candidato, tipo, otorgado, texto, politica_version, politica_hash, 'bench', creado_en
       from acts order by creado_en`,
      [firstCandidate],
    );

    // One vacancy per 100 candidates over the demo's roles, companies and weighted cities; those of a
    // company on file are that company's (as the demo seed does).
    const i = 'i';
    await step(
      'vacantes',
      `with gen as (
         select i, $2::jsonb -> floor(${rnd(i, 40)} * jsonb_array_length($2::jsonb))::int as r,
           ${pick('$3::text[]', i, 41)} as empresa, ${pick('$4::int[]', i, 42)} as id_ciudad,
           now() - make_interval(days => floor(${rnd(i, 43)} * 365)::int) as publicada
         from generate_series(1, $1::int) i)
       insert into vacantes (titulo, descripcion, requisitos, empresa, id_ciudad, id_categoria, lugar, salario, turno,
         tipo_contrato, cantidad_vacantes, fecha_publicacion, fecha_cierre, estado, id_empresa)
       select r ->> 'titulo', r ->> 'descripcion', array(select jsonb_array_elements_text(r -> 'requisitos')),
         gen.empresa, gen.id_ciudad, k.id_categoria,
         coalesce($5::jsonb ->> gen.id_ciudad::text, 'Zona industrial de ' || ci.nombre_ciudad),
         (r ->> 'salario')::int + floor(${rnd(i, 44)} * 5)::int * 50000,
         r -> 'turnos' ->> floor(${rnd(i, 45)} * jsonb_array_length(r -> 'turnos'))::int,
         ${pick('$6::text[]', i, 46)}, 1 + i % 12, publicada, (publicada + interval '30 days')::date,
         case when publicada > now() - interval '30 days' or ${rnd(i, 47)} < 0.1 then 'abierta' else 'cerrada' end,
         e.id_empresa
       from gen join categorias k on k.nombre_categoria = r ->> 'categoria'
       join ciudades ci on ci.id_ciudad = gen.id_ciudad
       left join empresas e on e.razon_social = gen.empresa
       order by i`,
      [
        vacanciesOf(total),
        JSON.stringify(roleTemplates),
        companies,
        cities,
        JSON.stringify(workPlaces),
        contractCycle,
      ],
    );

    // 0 to 10 applications each (5 on average), three in four to vacancies of their own city.
    const key = 'id_candidato::bigint * 100003 + id_vacante';
    await step(
      'postulaciones',
      `with bench as (select id_vacante, id_ciudad from vacantes where id_vacante >= $2),
       by_city as (select id_ciudad, array_agg(id_vacante order by id_vacante) as ids from bench group by id_ciudad),
       everywhere as (select array_agg(id_vacante order by id_vacante) as ids from bench),
       picks as (
         select distinct on (${c}, v) ${c} as id_candidato, v as id_vacante, c.created_at
         from candidatos c cross join everywhere e left join by_city b on b.id_ciudad = c.id_ciudad
         cross join lateral generate_series(1, floor(${rnd(c, 50)} * 11)::int) j
         cross join lateral (select case when b.ids is not null and ${rnd(`${c} + j * 1000003`, 51)} < 0.75
           then b.ids[1 + (floor(${rnd(c, 52)} * cardinality(b.ids))::int + j) % cardinality(b.ids)]
           else e.ids[1 + floor(${rnd(`${c} + j * 1000003`, 53)} * cardinality(e.ids))::int] end as v) pick
         where ${c} >= $1
         order by ${c}, v),
       states as (
         select id_candidato, id_vacante, ${rnd(key, 54)} as r, ${rnd(key, 55)} as r2,
           greatest(created_at, now() - interval '730 days') as desde
         from picks),
       dated as (
         select *, desde + (now() - desde) * ${rnd(key, 56)} as creada,
           case when r < 0.30 then 'recibida' when r < 0.40 then 'preseleccionada' when r < 0.46 then 'enviada_cliente'
                when r < 0.50 then 'aprobada' when r < 0.65 then 'rechazada' when r < 0.67 then 'en_contratacion'
                when r < 0.75 then 'contratada' else 'descartada' end as estado
         from states)
       insert into postulaciones (id_candidato, id_vacante, estado, entrevista_asistencia, created_at, updated_at)
       select id_candidato, id_vacante, estado,
         case when estado in ('enviada_cliente', 'aprobada', 'en_contratacion', 'contratada') then 'asistio'
              when estado in ('rechazada', 'descartada') and r2 < 0.3 then 'no_asistio'
              when estado in ('rechazada', 'descartada') and r2 < 0.6 then 'asistio'
              when estado = 'preseleccionada' and r2 < 0.1 then 'no_asistio' end,
         creada, creada + (now() - creada) * ${rnd(key, 57)} * 0.2
       from dated order by creada`,
      [firstCandidate, firstVacancy],
    );

    // Assignments for 5,000 of the hired at the companies on file: most ended, some running.
    const p = 'p.id_postulacion';
    await step(
      'misiones',
      `with hired as (
         select p.id_postulacion, p.updated_at::date as inicio, v.id_empresa, v.titulo, v.salario
         from postulaciones p join vacantes v on v.id_vacante = p.id_vacante
         where p.estado = 'contratada' and v.id_empresa is not null and p.id_candidato >= $1
         order by ${rnd(p, 60)} limit $2),
       planned as (
         select h.*, greatest(inicio + 180, current_date + 30 + floor(${rnd('id_postulacion', 61)} * 150)::int) as fin,
           ${rnd('id_postulacion', 62)} < 0.6 and inicio < current_date - 30 as terminada
         from hired h)
       insert into misiones (id_postulacion, id_empresa, servicio, causal, inicio, fin_previsto, salario,
         terminada_el, motivo_terminacion, id_usuario)
       select id_postulacion, id_empresa, titulo, (array['ocasional', 'reemplazo', 'incremento'])[1 + id_postulacion % 3],
         inicio, fin, salario,
         case when terminada then least(current_date, inicio + 1 + floor(${rnd('id_postulacion', 63)} * (fin - inicio))::int) end,
         case when terminada then (array['fin_labor', 'vencimiento', 'renuncia', 'mutuo_acuerdo'])[1 + id_postulacion % 4] end,
         (select id_usuario from usuarios where rol = 'admin' order by id_usuario limit 1)
       from planned`,
      [firstCandidate, Math.max(50, Math.round(total / 40))],
    );

    // 30 % of the candidates uploaded every required document (approved; half of them a medical exam
    // that expires a year after upload); 20 % only some of them. The documents' own triggers bump the
    // candidate's documents version at commit, which queues the candidate again, as in production.
    await step(
      'documentos',
      `insert into documentos_candidato (id_candidato, id_documento, doc_url, fecha_carga, fecha_actualizacion,
         estado_revision, fecha_vencimiento)
       select ${c}, t.id_documento, 'bench/' || ${c} || '/' || t.id_documento || '.pdf', c.created_at, c.created_at,
         'aprobado', case when t.id_documento = 9 then (c.created_at + interval '1 year')::date end
       from candidatos c cross join tipos_documento t
       where ${c} >= $1 and (
         (${rnd(c, 70)} < 0.3 and (t.obligatorio or (t.id_documento = 9 and ${rnd(c, 71)} < 0.5)))
         or (${rnd(c, 70)} >= 0.3 and ${rnd(c, 70)} < 0.5 and t.obligatorio and ${rnd(`${c} + t.id_documento * 1000003`, 72)} < 0.5))`,
      [firstCandidate],
    );

    const vacuumStart = performance.now();
    for (const table of [
      'candidatos',
      'consentimientos',
      'vacantes',
      'postulaciones',
      'misiones',
      'documentos_candidato',
      'candidatos_pool_pendientes',
    ])
      await client.query(`vacuum analyze ${table}`);
    seconds['vacuum analyze'] = (performance.now() - vacuumStart) / 1000;

    const count = async (from: string) =>
      Number((await client.query(`select count(*) as n from ${from}`)).rows[0].n);
    return {
      url: database.url,
      candidates: await count('candidatos'),
      applications: await count('postulaciones'),
      vacancies: await count('vacantes'),
      assignments: await count('misiones'),
      documents: await count('documentos_candidato'),
      consents: await count('consentimientos'),
      queued: await count('candidatos_pool_pendientes'),
      firstVacancy,
      seconds,
    };
  } finally {
    await client.end();
  }
}
