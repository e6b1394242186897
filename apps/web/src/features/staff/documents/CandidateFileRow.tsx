import { useMutation } from '@tanstack/react-query';
import { type CandidateDocument } from '@portal/shared/documents/candidate';
import { reviewStateOf } from '@portal/shared/documents/rules';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { apiErrorMessage } from '@/lib/api-client';
import { fileNameOf, formatDate } from '@/lib/format';
import { openDocument } from './api';
import { staffReviewBadge } from './review-labels';

interface CandidateFileRowProps {
  document: CandidateDocument;
  onReview(decision: 'aprobado' | 'rechazado'): void;
}

/** One of the candidate's files: its review, expiry and reason, and the agency's actions. */
export function CandidateFileRow({ document, onReview }: CandidateFileRowProps) {
  const { showAlert } = useAlerts();
  const name = fileNameOf(document.doc_url);
  const badge = staffReviewBadge[reviewStateOf(document)];
  const open = useMutation({
    mutationFn: () => openDocument(document.id_documento_candidato),
    onSuccess: ({ url }) => window.open(url, '_blank', 'noopener'),
    onError: (error) =>
      showAlert({
        type: 'error',
        message: apiErrorMessage(error, 'No pudimos abrir el archivo.'),
      }),
  });
  return (
    <li className="space-y-2 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="break-all text-sm font-semibold text-slate-800">{name}</p>
          <p className="text-xs text-slate-600">
            Cargado el {formatDate(document.fecha_actualizacion)}
            {document.fecha_vencimiento && ` · vence el ${formatDate(document.fecha_vencimiento)}`}
          </p>
        </div>
        <Badge tone={badge.tone}>{badge.label}</Badge>
      </div>
      {document.estado_revision === 'rechazado' && document.motivo_rechazo && (
        <p className="text-sm text-red-800">Motivo: {document.motivo_rechazo}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          aria-label={`Abrir ${name}`}
          isLoading={open.isPending}
          onPress={() => open.mutate()}
        >
          Abrir
        </Button>
        <Button
          variant="secondary"
          className="min-h-9 px-3"
          aria-label={`Aprobar ${name}`}
          onPress={() => onReview('aprobado')}
        >
          Aprobar
        </Button>
        <Button
          variant="ghost"
          className="min-h-9 px-3 text-red-700"
          aria-label={`Rechazar ${name}`}
          onPress={() => onReview('rechazado')}
        >
          Rechazar
        </Button>
      </div>
    </li>
  );
}
