import { type DocumentTypeReport } from '@portal/shared/documents/candidate';
import { canAddMore, needsAttention, needsUpdate, replacesExisting } from '@portal/shared/documents/rules';
import { useDocumentActions } from '../use-document-actions';
import { DocumentFileRow } from './DocumentFileRow';
import { FilePicker } from './FilePicker';
import { RequestList } from './RequestList';
import { StatusBadges } from './StatusBadges';
import { UploadProgress } from './UploadProgress';

interface DocumentCardProps {
  type: DocumentTypeReport;
  signed(url: string): string | undefined;
}

/** One document type (spec §2, §4): what it is, why it needs attention, its files and actions. */
export function DocumentCard({ type, signed }: DocumentCardProps) {
  const { upload, remove, progress, deleting } = useDocumentActions(type);
  const busy = progress !== null || deleting;
  const attention = needsAttention(type);
  const headingId = `documento-${type.id_documento}`;
  return (
    <article
      aria-labelledby={headingId}
      data-attention={attention || undefined}
      className={`rounded-2xl bg-white p-5 shadow-sm ring-1 ${attention ? 'ring-2 ring-amber-400' : 'ring-slate-200'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 id={headingId} className="text-base font-bold text-brand-900">
          {type.nombre}
        </h2>
        <StatusBadges type={type} />
      </div>
      <p className="mt-1 text-sm text-slate-600">{type.descripcion}</p>
      {needsUpdate(type) && (
        <p className="mt-3 text-sm font-medium text-amber-800">
          Te pidieron actualizar este documento: carga una versión nueva con «Reemplazar».
        </p>
      )}
      <RequestList requests={type.solicitudes} signed={signed} />
      {type.documentos.length > 0 && (
        <ul className="mt-4 space-y-2" aria-label={`Archivos de ${type.nombre}`}>
          {type.documentos.map((document) => (
            <DocumentFileRow
              key={document.id_documento_candidato}
              document={document}
              signedUrl={signed(document.doc_url)}
              busy={busy}
              onReplace={(file) => void upload(file, { replace: document })}
              onDelete={() => void remove(document)}
            />
          ))}
        </ul>
      )}
      {progress !== null && <UploadProgress percent={progress} label={`Subiendo ${type.nombre}`} />}
      <div className="mt-4 flex flex-wrap items-center gap-3">
        {canAddMore(type) && (
          <FilePicker
            inputLabel={`Archivo para ${type.nombre}`}
            onFile={(file) => void upload(file)}
            isDisabled={busy}
          >
            Cargar documento
          </FilePicker>
        )}
        <p className="text-xs text-slate-500">
          PDF, PNG o JPG de hasta 10 MB
          {replacesExisting(type) ? ' · un archivo' : ` · hasta ${type.cantidad_max} archivos`}
        </p>
      </div>
    </article>
  );
}
