import { documentMessages } from '@portal/shared/messages';
import { useState } from 'react';
import type { CandidateDocument } from '@portal/shared/documents/candidate';
import { Button } from '@/components/ui/Button';
import { fileNameOf } from '@/lib/format';
import { formatDate } from '../format';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { FilePicker } from './FilePicker';
import { ReviewLine } from './ReviewLine';

interface DocumentFileRowProps {
  document: CandidateDocument;
  signedUrl: string | undefined;
  busy: boolean;
  onReplace(file: File): void;
  onDelete(): void;
}

/** One uploaded file: its name and date, open through a signed link, replace and delete. */
export function DocumentFileRow({ document, signedUrl, busy, onReplace, onDelete }: DocumentFileRowProps) {
  const [confirming, setConfirming] = useState(false);
  const name = fileNameOf(document.doc_url);
  const updated = document.fecha_actualizacion !== document.fecha_carga;
  return (
    <li className="flex flex-col gap-3 rounded-xl bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="min-w-0 flex-1">
        {/* Whole, breaking anywhere: a long file name wraps instead of widening the page (issue 9 item 8). */}
        <p className="text-sm font-semibold wrap-anywhere text-slate-800">{name}</p>
        <p className="text-xs text-slate-600">
          {updated ? 'Actualizado' : 'Cargado'} el{' '}
          {formatDate(updated ? document.fecha_actualizacion : document.fecha_carga)}
          {document.fecha_vencimiento &&
            ` · vence el ${formatDate(`${document.fecha_vencimiento}T12:00:00-05:00`)}`}
        </p>
        <ReviewLine document={document} />
      </div>
      <div className="flex flex-wrap gap-2">
        {signedUrl ? (
          <a
            href={signedUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`Ver ${name}`}
            className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50"
          >
            Ver
          </a>
        ) : (
          <span className="inline-flex min-h-11 items-center rounded-lg px-4 text-sm font-semibold text-slate-400 ring-1 ring-slate-200">
            Ver
          </span>
        )}
        <FilePicker
          variant="secondary"
          inputLabel={`Archivo para reemplazar ${name}`}
          onFile={onReplace}
          isDisabled={busy}
        >
          Reemplazar
        </FilePicker>
        <Button
          variant="ghost"
          isDisabled={busy}
          onPress={() => setConfirming(true)}
          aria-label={`Eliminar ${name}`}
        >
          Eliminar
        </Button>
      </div>
      {confirming && (
        <ConfirmDialog
          title={documentMessages.deleteConfirm}
          confirmLabel="Eliminar"
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            onDelete();
          }}
        >
          {name}
        </ConfirmDialog>
      )}
    </li>
  );
}
