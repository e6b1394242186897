import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApplyRequest } from '@portal/shared/applications/candidate';
import { vacancyDetailKey } from '@portal/shared/vacancies/constants';
import { apiRequest } from '@/lib/api-client';
import { parsedWith } from '@/lib/parse-later';

// The apply panel lives on the public vacancy page: schemas load only once a candidate calls.
const schemas = () => import('@portal/shared/applications/candidate');

export const applicationsKey = ['applications'] as const;

export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: applicationsKey,
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await schemas()).applicationListSchema,
        apiRequest('/candidate/applications', { signal }),
      ),
    enabled,
  });
}

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: ApplyRequest) =>
      parsedWith(
        async () => (await schemas()).applyResponseSchema,
        apiRequest('/candidate/applications', { method: 'POST', body }),
      ),
    onSuccess: async (_result, body) => {
      await client.invalidateQueries({ queryKey: applicationsKey });
      await client.invalidateQueries({ queryKey: vacancyDetailKey(String(body.id_vacante)) });
    },
  });
}

/** Grants or withdraws showing my CV to the vacancy's client company (PUT …/share). */
export function useShareCv() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, autoriza }: { id: number; autoriza: boolean }) =>
      parsedWith(
        async () => (await import('@portal/shared/users/staff')).messageSchema,
        apiRequest(`/candidate/applications/${id}/share`, { method: 'PUT', body: { autoriza } }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

/** Gives back my place in the interview I booked (DELETE …/entrevista). */
export function useCancelInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      parsedWith(
        async () => (await import('@portal/shared/users/staff')).messageSchema,
        apiRequest(`/candidate/applications/${id}/entrevista`, { method: 'DELETE' }),
      ),
    onSuccess: () => client.invalidateQueries({ queryKey: applicationsKey }),
  });
}

/** Books my interview in another slot of the same vacancy (PUT …/entrevista). */
export function useMoveInterview() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, slotId }: { id: number; slotId: number; vacancyId: number }) =>
      parsedWith(
        async () => (await import('@portal/shared/users/staff')).messageSchema,
        apiRequest(`/candidate/applications/${id}/entrevista`, {
          method: 'PUT',
          body: { id_espacio_agendamiento: slotId },
        }),
      ),
    onSuccess: async (_answer, { vacancyId }) => {
      await client.invalidateQueries({ queryKey: applicationsKey });
      await client.invalidateQueries({ queryKey: vacancyDetailKey(String(vacancyId)) });
    },
  });
}

/** The vacancy's interview slots with their free places (the public vacancy's answer, same cache). */
export function useInterviewSlots(vacancyId: number, enabled: boolean) {
  return useQuery({
    queryKey: vacancyDetailKey(String(vacancyId)),
    queryFn: ({ signal }) =>
      parsedWith(
        async () => (await import('@portal/shared/vacancies/public')).vacancyDetailSchema,
        apiRequest(`/vacancies/${vacancyId}`, { signal }),
      ),
    enabled,
    select: (vacancy) =>
      vacancy.espacios.map((slot) => ({
        id: slot.id_espacio_agendamiento,
        fecha_hora: slot.fecha_hora,
        lugar: slot.lugar,
        libres: slot.disponibles,
      })),
  });
}
