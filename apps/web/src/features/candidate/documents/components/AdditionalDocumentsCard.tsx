import { useState } from 'react';
import type { DocumentTypeReport } from '@portal/shared/documents/candidate';
import { useDocumentActions } from '../use-document-actions';
import { DocumentFileRow } from './DocumentFileRow';
import { FilePicker } from './FilePicker';
import { ClientFileLink } from './RequestList';
import { UploadProgress } from './UploadProgress';

interface AdditionalDocumentsCardProps {
  type: DocumentTypeReport;
  signed(url: string): string | undefined;
}

/**
 * Type 14, documents a client asks for (spec §4): each request is its own task with its own upload,
 * which answers that request only; then the files already sent.
 */
export function AdditionalDocumentsCard({ type, signed }: AdditionalDocumentsCardProps) {
  const { upload, remove, progress, deleting } = useDocumentActions(type);
  const [activeRequest, setActiveRequest] = useState<number | null>(null);
  const busy = progress !== null || deleting;
  const attention = type.solicitudes.length > 0;
  return (
    <article
      aria-labelledby="documento-14"
      data-attention={attention || undefined}
      className={`rounded-2xl bg-brand-50 p-5 shadow-sm ring-1 ${attention ? 'ring-2 ring-amber-400' : 'ring-brand-100'}`}
    >
      <h2 id="documento-14" className="text-base font-bold text-brand-900">
        {type.nombre}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{type.descripcion}</p>
      {type.solicitudes.length > 0 && (
        <ul
          className="mt-4 grid grid-cols-1 gap-3 md:grid-cols-2"
          aria-label="Documentos solicitados por la empresa"
        >
          {type.solicitudes.map((request) => (
            <li key={request.id} className="flex flex-col rounded-xl bg-white p-4 ring-1 ring-amber-300">
              <p className="text-xs font-semibold tracking-wide text-amber-800 uppercase">Pendiente</p>
              <h3 className="mt-1 font-semibold text-slate-900">{request.client_doc_name}</h3>
              {request.client_doc_description && (
                <p className="mt-1 text-sm text-slate-600">{request.client_doc_description}</p>
              )}
              {request.client_doc_url && <ClientFileLink href={signed(request.client_doc_url)} />}
              {progress !== null && activeRequest === request.id && (
                <UploadProgress percent={progress} label={`Subiendo ${request.client_doc_name}`} />
              )}
              <div className="mt-auto pt-4">
                <FilePicker
                  inputLabel={`Archivo para ${request.client_doc_name}`}
                  isDisabled={busy}
                  onFile={(file) => {
                    setActiveRequest(request.id);
                    void upload(file, { requestIds: [request.id] });
                  }}
                >
                  Cargar documento
                </FilePicker>
              </div>
            </li>
          ))}
        </ul>
      )}
      {type.documentos.length > 0 && (
        <>
          <h3 className="mt-5 text-sm font-semibold text-slate-800">Documentos que ya enviaste</h3>
          <ul className="mt-2 space-y-2" aria-label={`Archivos de ${type.nombre}`}>
            {type.documentos.map((document) => (
              <DocumentFileRow
                key={document.id_documento_candidato}
                document={document}
                signedUrl={signed(document.doc_url)}
                busy={busy}
                onReplace={(file) =>
                  void upload(file, { replace: document, requestIds: document.ids_solicitudes })
                }
                onDelete={() => void remove(document)}
              />
            ))}
          </ul>
        </>
      )}
    </article>
  );
}
