import { queryOptions } from '@tanstack/react-query';
import { hiringRecordListSchema, type MarkableStep } from '@portal/shared/applications/hiring';
import { messageSchema } from '@portal/shared/users/staff';
import { pipelineSchema } from '@portal/shared/applications/pipeline';
import type {
  BulkMessageBody,
  BulkMoveBody,
  InterviewAttendance,
  MoveApplicationBody,
} from '@portal/shared/applications/pipeline';
import type { ReportFormat } from '@portal/shared/report-format';
import type { ApplicationState } from '@portal/shared/vacancies/constants';
import { apiRequest } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

export const pipelineQuery = (vacancyId: number) =>
  queryOptions({
    queryKey: ['staff', 'pipeline', vacancyId],
    queryFn: async () => pipelineSchema.parse(await apiRequest(`/staff/vacancies/${vacancyId}/applications`)),
  });

/** The board as a file: every application, or those in the state shown. */
export const exportPipeline = (vacancyId: number, estado: ApplicationState | '', formato: ReportFormat) =>
  downloadFile(
    `/staff/vacancies/${vacancyId}/applications/export`,
    { estado: estado || undefined, formato },
    `postulaciones-vacante-${vacancyId}.${formato}`,
  );

export const moveApplication = async (id: number, body: MoveApplicationBody) =>
  messageSchema.parse(await apiRequest(`/staff/applications/${id}/estado`, { method: 'POST', body }));

/** Shares a note (a company's rejection reason) with the candidate. */
export const forwardNote = async (id: number, entryId: number) =>
  messageSchema.parse(
    await apiRequest(`/staff/applications/${id}/historial/${entryId}/compartir`, { method: 'POST' }),
  );

export const moveApplications = async (vacancyId: number, body: BulkMoveBody) =>
  messageSchema.parse(
    await apiRequest(`/staff/vacancies/${vacancyId}/applications/move`, { method: 'POST', body }),
  );

export const messageApplicants = async (vacancyId: number, body: BulkMessageBody) =>
  messageSchema.parse(
    await apiRequest(`/staff/vacancies/${vacancyId}/applications/message`, { method: 'POST', body }),
  );

export const hiringQuery = (vacancyId: number) =>
  queryOptions({
    queryKey: ['staff', 'pipeline', vacancyId, 'hiring'],
    queryFn: async () =>
      hiringRecordListSchema.parse(await apiRequest(`/staff/vacancies/${vacancyId}/hiring`)),
  });

export const markHiringStep = async (id: number, paso: MarkableStep, completado: boolean) =>
  messageSchema.parse(
    await apiRequest(`/staff/applications/${id}/hiring-steps/${paso}`, {
      method: 'POST',
      body: { completado },
    }),
  );

/** Books or moves the interview of an application to a slot of its vacancy. */
export const moveInterview = async (id: number, slotId: number) =>
  messageSchema.parse(
    await apiRequest(`/staff/applications/${id}/entrevista`, {
      method: 'PUT',
      body: { id_espacio_agendamiento: slotId },
    }),
  );

export const cancelInterview = async (id: number) =>
  messageSchema.parse(await apiRequest(`/staff/applications/${id}/entrevista`, { method: 'DELETE' }));

export const markAttendance = async (id: number, asistencia: InterviewAttendance) =>
  messageSchema.parse(
    await apiRequest(`/staff/applications/${id}/entrevista/asistencia`, {
      method: 'POST',
      body: { asistencia },
    }),
  );
