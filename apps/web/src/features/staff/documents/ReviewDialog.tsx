import { z } from 'zod';
import { staffDocumentMessages } from '@portal/shared/messages';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { reviewDocument } from './api';

export interface ReviewTarget {
  id: number;
  fileName: string;
  typeName: string;
  decision: 'aprobado' | 'rechazado';
  fecha_vencimiento: string | null;
}

const approveSchema = z.object({ motivo: z.string(), fecha_vencimiento: z.string() });
const rejectSchema = z.object({
  motivo: z.string().trim().min(1, staffDocumentMessages.reasonRequired).max(500),
  fecha_vencimiento: z.string(),
});

interface ReviewDialogProps {
  target: ReviewTarget;
  onClose(): void;
  onDone(message: string): void;
}

/** Approve (with the expiry date of exams and licences) or reject with the reason the candidate reads. */
export function ReviewDialog({ target, onClose, onDone }: ReviewDialogProps) {
  const rejecting = target.decision === 'rechazado';
  const { form, failure, submitWith } = useZodForm(rejecting ? rejectSchema : approveSchema, {
    defaultValues: { motivo: '', fecha_vencimiento: target.fecha_vencimiento ?? '' },
  });
  const { register, formState } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar la revisión. Intenta de nuevo.'),
    async (values) => {
      const result = await reviewDocument(
        target.id,
        rejecting
          ? { decision: 'rechazado', motivo: values.motivo }
          : { decision: 'aprobado', fecha_vencimiento: values.fecha_vencimiento || null },
      );
      onDone(result.message);
    },
  );
  return (
    <Dialog title={`${rejecting ? 'Rechazar' : 'Aprobar'} ${target.typeName}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        <p className="break-all text-sm text-slate-600">{target.fileName}</p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        {rejecting ? (
          <TextAreaField
            label="Motivo del rechazo"
            hint="El candidato lo recibe por correo y en su tarjeta, para cargar una versión nueva."
            registration={register('motivo')}
            error={formState.errors.motivo}
          />
        ) : (
          <TextField
            label="Vence el (opcional)"
            type="date"
            hint="Para exámenes médicos y licencias: al vencer, el candidato lo verá como pendiente."
            registration={register('fecha_vencimiento')}
            error={formState.errors.fecha_vencimiento}
          />
        )}
        <FormDialogActions
          onCancel={onClose}
          submitLabel={rejecting ? 'Rechazar documento' : 'Aprobar documento'}
          variant={rejecting ? 'danger' : 'primary'}
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
