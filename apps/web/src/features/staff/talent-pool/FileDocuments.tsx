import { Link } from 'react-router';
import { bogotaToday } from '@portal/shared/bogota-time';
import type { DocumentTypeReport } from '@portal/shared/documents/candidate';
import { Badge, type BadgeTone } from '@/components/ui/Badge';
import { formatDate } from '@/lib/format';
import { FileSection } from './FileSection';

/** A document type's state as one badge: the worst of its files, or why there is none. */
export function documentState(type: DocumentTypeReport, today = bogotaToday()): [BadgeTone, string] {
  const files = type.documentos;
  if (files.length === 0) {
    if (type.solicitudes.length > 0) return ['warning', 'Pedido, sin respuesta'];
    return type.obligatorio ? ['warning', 'Sin cargar'] : ['neutral', 'Sin cargar'];
  }
  if (files.some((file) => file.fecha_vencimiento && file.fecha_vencimiento < today))
    return ['danger', 'Vencido'];
  if (files.some((file) => file.estado_revision === 'rechazado')) return ['danger', 'Rechazado'];
  if (files.some((file) => file.estado_revision === 'pendiente')) return ['warning', 'Por revisar'];
  return ['success', 'Aprobado'];
}

const nextExpiry = (type: DocumentTypeReport) =>
  type.documentos
    .map((file) => file.fecha_vencimiento)
    .filter((day): day is string => Boolean(day))
    .sort()[0];

interface FileDocumentsProps {
  candidateId: number;
  /** null: the caller's group manages none of the candidate's applications, so it does not see them. */
  documentos: DocumentTypeReport[] | null;
}

/** Each document type with its state; each opens the candidate's documents screen, where they are reviewed. */
export function FileDocuments({ candidateId, documentos }: FileDocumentsProps) {
  const documentsPath = `/dashboard/candidatos/${candidateId}/documentos`;
  if (documentos === null)
    return (
      <FileSection title="Documentos">
        <p className="text-sm text-slate-700">
          Los documentos de este candidato solo los ve el grupo que gestiona alguna de sus postulaciones.
        </p>
      </FileSection>
    );
  return (
    <FileSection
      title="Documentos"
      aside={
        <Link
          to={documentsPath}
          className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-800 underline"
        >
          Revisar documentos
        </Link>
      }
    >
      {documentos.length === 0 ? (
        <p className="text-sm text-slate-600">No hay tipos de documento configurados.</p>
      ) : (
        <ul className="divide-y divide-slate-100 text-sm">
          {documentos.map((type) => {
            const [tone, label] = documentState(type);
            const expiry = nextExpiry(type);
            return (
              <li key={type.id_documento} className="flex items-start justify-between gap-3 py-2">
                <span className="min-w-0">
                  <Link
                    to={documentsPath}
                    className="font-medium text-brand-800 underline decoration-brand-300 underline-offset-2"
                  >
                    {type.nombre}
                  </Link>
                  {type.obligatorio && <span className="text-slate-600"> · obligatorio</span>}
                  {expiry && <span className="text-slate-600"> · vence el {formatDate(expiry)}</span>}
                </span>
                <span className="shrink-0 text-right">
                  <Badge tone={tone}>{label}</Badge>
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </FileSection>
  );
}
