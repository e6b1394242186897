import { DERIVED_STEP, HIRING_STEPS } from '@portal/shared/applications/hiring';
import type { Db } from '../../../db/client.js';
import { documentsComplete } from '../../documents/completeness.js';
import { stepsOf } from './repository.js';

/** The names of the hiring steps still pending for an application (documents included), in order. */
export async function pendingHiringSteps(
  db: Db,
  application: { id_postulacion: number; id_candidato: number },
) {
  const marked = await stepsOf(db, [application.id_postulacion], 'agencia');
  const done = new Set(marked.filter((row) => row.completado).map((row) => row.paso));
  if (await documentsComplete(db, application.id_candidato)) done.add(DERIVED_STEP);
  return HIRING_STEPS.filter((step) => !done.has(step.paso)).map((step) => step.nombre);
}
