import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { profileSchema, profileUpdateSchema } from '@portal/shared/profile';
import type { CandidateRow } from '../candidates/repository.js';
import { requireCandidateRecord } from './current-candidate.js';
import { saveProfile } from './repository.js';

const toProfile = (row: CandidateRow) => ({
  id_candidato: row.id_candidato,
  numero_documento: row.numero_documento,
  primer_nombre: row.primer_nombre,
  segundo_nombre: row.segundo_nombre,
  primer_apellido: row.primer_apellido,
  segundo_apellido: row.segundo_apellido,
  correo: row.correo,
  numero_contacto1: row.numero_contacto1,
});

/** The signed-in candidate's own profile; the body is validated with spec §5's rules before any write. */
export const profileRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/candidate/profile',
    { preHandler: app.requireCandidate, schema: { response: { 200: profileSchema } } },
    async (request) => toProfile(requireCandidateRecord(request)),
  );

  app.put(
    '/candidate/profile',
    {
      preHandler: app.requireCandidate,
      schema: { body: profileUpdateSchema, response: { 200: profileSchema } },
    },
    async (request) => {
      const candidate = requireCandidateRecord(request);
      const saved = await saveProfile(
        app.db,
        candidate.id_candidato,
        candidate.numero_documento,
        request.body,
      );
      return toProfile(saved);
    },
  );
};
