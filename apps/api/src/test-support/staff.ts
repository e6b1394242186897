import { DEMO_STAFF_PASSWORD } from '../modules/users/seed.js';

export { DEMO_STAFF_PASSWORD };
import type { TestContext } from './test-app.js';

/** A signed-in staff or company user: the cookies and CSRF header a browser would send. */
export interface StaffActor {
  correo: string;
  cookie: string;
  csrf: string;
  /** Headers of a mutating call (cookie + X-CSRF-TOKEN). */
  headers: { cookie: string; 'x-csrf-token': string };
}

/** The cookies of a Set-Cookie list as one Cookie header. */
export function cookieHeader(setCookie: string | string[] | undefined): Record<string, string> {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return Object.fromEntries(list.map((line) => line.split(';')[0]!.split('=') as [string, string]));
}

let ipCounter = 0;

/** Signs in through POST /api/auth/login (demo accounts use the README's password). */
export async function asStaff(
  ctx: TestContext,
  correo: string,
  password = DEMO_STAFF_PASSWORD,
): Promise<StaffActor> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`,
    payload: { correo, password },
  });
  if (res.statusCode !== 200) throw new Error(`login ${correo}: ${res.statusCode} ${res.body}`);
  const cookies = cookieHeader(res.headers['set-cookie']);
  const cookie = `access_token_cookie=${cookies.access_token_cookie}; csrf_access_token=${cookies.csrf_access_token}`;
  const csrf = cookies.csrf_access_token!;
  return { correo, cookie, csrf, headers: { cookie, 'x-csrf-token': csrf } };
}

/** Creates an open agency vacancy as `who` (closing in 20 days); answers its id. */
export async function createVacancyAs(
  ctx: TestContext,
  who: StaffActor,
  fields: {
    titulo: string;
    descripcion: string;
    id_categoria: number;
    salario: number;
    id_empresa?: number;
    id_proceso?: number;
  },
): Promise<number> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/staff/vacancies',
    headers: who.headers,
    payload: {
      empresa: 'Agencia',
      id_ciudad: 11001,
      lugar: 'Bogotá',
      turno: 'Diurno',
      tipo_contrato: 'obra_labor',
      cantidad_vacantes: 1,
      fecha_cierre: new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10),
      ...fields,
    },
  });
  if (res.statusCode !== 201) throw new Error(`vacancy: ${res.statusCode} ${res.body}`);
  return res.json().id_vacante as number;
}

/**
 * The agency's own recorded exceptions (decision 0056), so a test can walk a whole board alone:
 * approving for the company that ordered, and hiring before the hiring steps are done.
 */
const RECORDED_EXCEPTIONS: Record<string, object> = {
  aprobada: { en_nombre_de_empresa: true, nota: 'La empresa aprobó por teléfono' },
  contratada: { sin_pasos_completos: true, nota: 'Ingreso urgente autorizado por gerencia' },
};

/**
 * Moves an application through the pipeline as `who`, one state after another (spec order), with
 * the agency's recorded exception where the rules ask the company or the hiring steps first.
 */
export async function moveApplicationAs(ctx: TestContext, who: StaffActor, id: number, states: string[]) {
  for (const estado of states) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/staff/applications/${id}/estado`,
      headers: who.headers,
      payload: { estado, ...RECORDED_EXCEPTIONS[estado] },
    });
    if (res.statusCode !== 200) throw new Error(`${estado}: ${res.statusCode} ${res.body}`);
  }
}

/** From a fresh application to hired, straight from the agency's board. */
export const HIRE_STRAIGHT_AWAY = [
  'preseleccionada',
  'enviada_cliente',
  'aprobada',
  'en_contratacion',
  'contratada',
];

/** The id of a company `who` may work with, by its razón social (the demo seed's first by default). */
export async function companyIdAs(
  ctx: TestContext,
  who: StaffActor,
  razonSocial = 'Logística Andina S.A.S.',
) {
  const res = await ctx.app.inject({ url: '/api/companies', headers: { cookie: who.cookie } });
  const company = (res.json() as { id_empresa: number; razon_social: string }[]).find(
    (row) => row.razon_social === razonSocial,
  );
  if (!company) throw new Error(`${who.correo} does not reach ${razonSocial}`);
  return company.id_empresa;
}
