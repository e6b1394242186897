import { queryOptions } from '@tanstack/react-query';
import { messageSchema } from '@portal/shared/users/staff';
import {
  documentTypeListSchema,
  requestResultSchema,
  signedLinkSchema,
  staffCandidateDocumentsSchema,
  type CreateDocumentRequestBody,
  type ReviewDocumentBody,
  clientFileSchema,
} from '@portal/shared/documents/staff';
import { apiRequest, uploadFile } from '@/lib/api-client';

export const candidateDocumentsKey = (candidateId: number) =>
  ['staff', 'candidate-documents', candidateId] as const;

export const candidateDocumentsQuery = (candidateId: number) =>
  queryOptions({
    queryKey: candidateDocumentsKey(candidateId),
    queryFn: async () =>
      staffCandidateDocumentsSchema.parse(await apiRequest(`/staff/candidates/${candidateId}/documents`)),
  });

export const documentTypesQuery = queryOptions({
  queryKey: ['staff', 'document-types'],
  queryFn: async () => documentTypeListSchema.parse(await apiRequest('/staff/document-types')),
  staleTime: Infinity,
});

export const openDocument = async (documentId: number) =>
  signedLinkSchema.parse(await apiRequest(`/staff/documents/${documentId}/open`, { method: 'POST' }));

export const reviewDocument = async (documentId: number, body: ReviewDocumentBody) =>
  messageSchema.parse(await apiRequest(`/staff/documents/${documentId}/review`, { method: 'POST', body }));

export const requestDocuments = async (body: CreateDocumentRequestBody) =>
  requestResultSchema.parse(await apiRequest('/staff/document-requests', { method: 'POST', body }));

/** Uploads the client's own file (one PNG, JPG or PDF) a request will ask the candidate to read. */
export const uploadClientFile = async (file: File) =>
  clientFileSchema.parse(await uploadFile('/staff/client-files', file));
