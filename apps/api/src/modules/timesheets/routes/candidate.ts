import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentCandidate } from '../../candidates/current-candidate.js';
import { addTimeEntryRoutes } from './time-entry.js';

/** The worker's own hours ('Mis horas' in Mis misiones): the week, and the shifts they enter. */
export const timesheetCandidateRoutes: FastifyPluginAsyncZod = async (app) => {
  addTimeEntryRoutes(app, 'candidate', (request) => ({
    kind: 'trabajador',
    idCandidato: currentCandidate(request).id_candidato,
  }));
};
