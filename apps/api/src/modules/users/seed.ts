import { eq } from 'drizzle-orm';
import { nitCheckDigit } from '@portal/shared/nit';
import type { Role } from '@portal/shared/users/staff';
import type { Database } from '../../db/client.js';
import { empresas, grupos, usuarios } from '../../db/schema/index.js';
import { hashPassword } from './session/passwords.js';
import { findUserByEmail } from './repository.js';

export const DEMO_STAFF_PASSWORD = 'Portal2026!';

const demoGroups = ['Grupo Centro (Bogotá y Sabana)', 'Grupo Antioquia y Eje Cafetero'];
/** Fictitious client companies with well-formed NITs (the check digit is computed, not typed). */
const demoCompanies = [
  {
    nit: '900482117',
    razon_social: 'Logística Andina S.A.S.',
    grupo: 0,
    correo: 'rrhh@logisticaandina.example.co',
    telefono: '+576014567890',
    direccion: 'Calle 13 # 68-90, Bogotá',
    // Its wage policy is on record, so the demo contracts name it (Ley 50 de 1990, art. 81).
    poliza_aseguradora: 'Seguros del Estado S.A.',
    poliza_numero: 'CU-2026-048812',
    poliza_vigencia_hasta: '2027-12-31',
    poliza_valor: 300_000_000,
  },
  {
    nit: '901335874',
    razon_social: 'Alimentos del Valle de Aburrá S.A.S.',
    grupo: 1,
    correo: 'talento@alimentosaburra.example.co',
    telefono: '+576044445566',
    direccion: 'Carrera 50 # 12 Sur-40, Itagüí',
  },
];
/** The accounts the README lists, all with DEMO_STAFF_PASSWORD. */
const demoUsers: {
  correo: string;
  primer_nombre: string;
  primer_apellido: string;
  rol: Role;
  grupo: number | null;
  empresa: number | null;
}[] = [
  {
    correo: 'admin@portal.local',
    primer_nombre: 'Adriana',
    primer_apellido: 'Morales',
    rol: 'admin',
    grupo: null,
    empresa: null,
  },
  {
    correo: 'director@portal.local',
    primer_nombre: 'Diego',
    primer_apellido: 'Restrepo',
    rol: 'director',
    grupo: 0,
    empresa: null,
  },
  {
    correo: 'disenador@portal.local',
    primer_nombre: 'Daniela',
    primer_apellido: 'Suárez',
    rol: 'disenador',
    grupo: 0,
    empresa: null,
  },
  {
    correo: 'empresa@portal.local',
    primer_nombre: 'Esteban',
    primer_apellido: 'Quintero',
    rol: 'empresa',
    grupo: 0,
    empresa: 0,
  },
  {
    correo: 'empresa2@portal.local',
    primer_nombre: 'Elena',
    primer_apellido: 'Zapata',
    rol: 'empresa',
    grupo: 1,
    empresa: 1,
  },
];

/** Idempotent: groups, companies and the demo accounts, only what is missing. */
export async function seedStaff(db: Database): Promise<void> {
  if (await findUserByEmail(db, demoUsers[0]!.correo)) return;
  const passwordHash = await hashPassword(DEMO_STAFF_PASSWORD);
  await db.transaction(async (tx) => {
    const groupIds: number[] = [];
    for (const nombre of demoGroups) {
      await tx.insert(grupos).values({ nombre }).onConflictDoNothing();
      const [row] = await tx.select().from(grupos).where(eq(grupos.nombre, nombre));
      groupIds.push(row!.id_grupo);
    }
    const companyIds: number[] = [];
    for (const { grupo, ...company } of demoCompanies) {
      const values = {
        ...company,
        digito_verificacion: nitCheckDigit(company.nit),
        id_grupo: groupIds[grupo]!,
      };
      await tx.insert(empresas).values(values).onConflictDoNothing();
      const [row] = await tx.select().from(empresas).where(eq(empresas.nit, company.nit));
      companyIds.push(row!.id_empresa);
    }
    for (const { grupo, empresa, ...user } of demoUsers) {
      await tx
        .insert(usuarios)
        .values({
          ...user,
          id_grupo: grupo === null ? null : groupIds[grupo]!,
          id_empresa: empresa === null ? null : companyIds[empresa]!,
          password_hash: passwordHash,
        })
        .onConflictDoNothing();
    }
  });
}
