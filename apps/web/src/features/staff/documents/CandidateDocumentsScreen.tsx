import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useAlerts } from '@/components/alerts/alerts-context';
import { PageLoader } from '@/components/layout/PageLoader';
import { Button } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { apiErrorMessage } from '@/lib/api-client';
import { candidateDocumentsKey, candidateDocumentsQuery } from './api';
import { fileNameOf } from '@/lib/format';
import { CandidateFileRow } from './CandidateFileRow';
import { RequestDocumentForm } from './RequestDocumentForm';
import { ReviewDialog, type ReviewTarget } from './ReviewDialog';

/** `/dashboard/candidatos/:id/documentos`: a candidate's files to review, and what was asked of them. */
export function CandidateDocumentsScreen() {
  const candidateId = Number(useParams().id);
  const documents = useQuery(candidateDocumentsQuery(candidateId));
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const navigate = useNavigate();
  const [reviewing, setReviewing] = useState<ReviewTarget | null>(null);
  const [requesting, setRequesting] = useState(false);
  const done = (message: string) => {
    showAlert({ type: 'success', message });
    setReviewing(null);
    setRequesting(false);
    void queryClient.invalidateQueries({ queryKey: candidateDocumentsKey(candidateId) });
  };

  if (documents.isPending) return <PageLoader label="Cargando documentos..." />;
  if (documents.error)
    return (
      <FormAlert tone="error">
        {apiErrorMessage(documents.error, 'No pudimos cargar los documentos.')}
      </FormAlert>
    );
  const { candidato, tipos } = documents.data;
  const withContent = tipos.filter((type) => type.documentos.length > 0 || type.solicitudes.length > 0);
  return (
    <section className="space-y-5">
      <button
        type="button"
        onClick={() => void navigate(-1)}
        className="text-sm font-semibold text-brand-800 underline"
      >
        ← Volver
      </button>
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold text-brand-900">Documentos de {candidato.nombre}</h1>
          <p className="break-all text-sm text-slate-600">
            CC {candidato.numero_documento}
            {candidato.correo && ` · ${candidato.correo}`}
          </p>
        </div>
        <Button onPress={() => setRequesting(true)}>Solicitar documento</Button>
      </div>
      {withContent.length === 0 ? (
        <EmptyState title="Este candidato aún no ha cargado documentos.">
          Pídele el que necesites con «Solicitar documento».
        </EmptyState>
      ) : (
        <ul className="grid gap-4 lg:grid-cols-2">
          {withContent.map((type) => (
            <li key={type.id_documento} className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200">
              <h2 className="font-semibold text-slate-900">{type.nombre}</h2>
              {type.solicitudes.length > 0 && (
                <ul className="space-y-1 text-sm text-amber-900">
                  {type.solicitudes.map((request) => (
                    <li key={request.id}>Pedido, sin respuesta: {request.client_doc_name}</li>
                  ))}
                </ul>
              )}
              <ul className="space-y-2">
                {type.documentos.map((document) => (
                  <CandidateFileRow
                    key={document.id_documento_candidato}
                    document={document}
                    onReview={(decision) =>
                      setReviewing({
                        id: document.id_documento_candidato,
                        fileName: fileNameOf(document.doc_url),
                        typeName: type.nombre,
                        decision,
                        fecha_vencimiento: document.fecha_vencimiento,
                      })
                    }
                  />
                ))}
              </ul>
            </li>
          ))}
        </ul>
      )}
      {reviewing && <ReviewDialog target={reviewing} onClose={() => setReviewing(null)} onDone={done} />}
      {requesting && (
        <Dialog title={`Solicitar un documento a ${candidato.nombre}`} onClose={() => setRequesting(false)}>
          <div className="mt-4">
            <RequestDocumentForm
              target={{ id_candidato: candidateId }}
              onDone={done}
              onCancel={() => setRequesting(false)}
            />
          </div>
        </Dialog>
      )}
    </section>
  );
}
