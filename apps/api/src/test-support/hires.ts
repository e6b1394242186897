import { asCandidate } from './actors.js';
import { postAs } from './documents.js';
import { createVacancyAs, moveApplicationAs, type StaffActor } from './staff.js';
import type { TestContext } from './test-app.js';

/**
 * A new candidate (`username`) who applied to a new warehouse vacancy of the company (or the agency's
 * own, without one) and was moved by `director` through `states`: by default up to 'aprobada'.
 */
export async function approvedHire(
  ctx: TestContext,
  director: StaffActor,
  username: string,
  idEmpresa: number | undefined,
  states = ['preseleccionada', 'enviada_cliente', 'aprobada'],
) {
  const candidate = await asCandidate(ctx, username, `Trabajador Prueba ${username.slice(-4)}`);
  const vacancy = await createVacancyAs(ctx, director, {
    titulo: 'Auxiliar de bodega',
    descripcion: 'Recibo y despacho de mercancía en el centro de distribución.',
    id_categoria: 2,
    salario: 1_900_000,
    ...(idEmpresa === undefined ? {} : { id_empresa: idEmpresa }),
  });
  const res = await postAs(ctx, candidate, '/candidate/applications', { id_vacante: vacancy });
  const id = res.json().application.id_postulacion as number;
  await moveApplicationAs(ctx, director, id, states);
  return { candidate, id, vacancy };
}
