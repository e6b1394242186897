import { useState } from 'react';
import {
  checkUploadCandidate,
  type CandidateDocument,
  type DocumentTypeReport,
} from '@portal/shared/documents/candidate';
import { documentMessages } from '@portal/shared/messages';
import { useAlerts } from '@/components/alerts/alerts-context';
import { apiErrorMessage } from '@/lib/api-client';
import { useSession } from '@/lib/session/session-context';
import { documentsApi, uploadFile } from './api';
import { useReloadReport, useUploadSettings } from './use-documents';

export interface UploadOptions {
  /** Replace this file (edit) instead of adding one (insert). */
  replace?: CandidateDocument;
  /** Requests this upload answers; by default every open request of the type. */
  requestIds?: number[];
}

/**
 * Upload, replace and delete for one document type, with the alerts of spec §8 and a reload of the
 * list after every change (spec §4). `progress` is null when no upload runs.
 */
export function useDocumentActions(type: DocumentTypeReport) {
  const { candidate } = useSession();
  const { showAlert } = useAlerts();
  const reload = useReloadReport();
  const settings = useUploadSettings();
  const [progress, setProgress] = useState<number | null>(null);
  const [deleting, setDeleting] = useState(false);

  const fail = (message: string, error?: unknown) => {
    // The server's own words, or why no answer came; else none (the spec's alert text is the title).
    const detail = apiErrorMessage(error, '');
    showAlert(
      detail && detail !== message
        ? { type: 'error', title: message, message: detail }
        : { type: 'error', message },
    );
  };

  async function upload(file: File, options: UploadOptions = {}) {
    const problem = checkUploadCandidate(file);
    if (problem) return fail(problem);
    if (!candidate) return;
    const requestIds = options.requestIds ?? type.solicitudes.map((request) => request.id);
    setProgress(0);
    let url: string;
    try {
      const uploadSettings = settings.data ?? (await settings.refetch()).data;
      if (!uploadSettings) throw new Error('sin configuración de carga');
      const objectName = `${candidate.id_candidato}/${type.nombre}/${Date.now()}/${file.name}`;
      url = await uploadFile({ file, settings: uploadSettings, objectName, onProgress: setProgress });
    } catch (error) {
      setProgress(null);
      return fail(documentMessages.uploadFileError, error);
    }
    try {
      const ids = requestIds.length ? { ids_solicitudes_documentos_gestionadas: requestIds } : {};
      if (options.replace) {
        await documentsApi.edit({
          id_documento_candidato: options.replace.id_documento_candidato,
          doc_url: url,
          ...ids,
        });
        showAlert({ type: 'success', message: documentMessages.updated });
      } else {
        await documentsApi.insert({
          id_candidato: candidate.id_candidato,
          documento: { id_documento: type.id_documento, doc_url: url },
          ...ids,
        });
        showAlert({ type: 'success', message: documentMessages.uploaded });
      }
    } catch (error) {
      fail(options.replace ? documentMessages.updateError : documentMessages.uploadError, error);
    } finally {
      setProgress(null);
      await reload();
    }
  }

  async function remove(document: CandidateDocument) {
    setDeleting(true);
    try {
      await documentsApi.remove(document.id_documento_candidato);
      showAlert({ type: 'success', message: documentMessages.deleted });
    } catch (error) {
      fail(documentMessages.deleteError, error);
    } finally {
      setDeleting(false);
      await reload();
    }
  }

  return { upload, remove, progress, deleting };
}
