import {
  answerDataRequestSchema,
  DATA_REQUEST_LABELS,
  type StaffDataRequest,
} from '@portal/shared/data-requests';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { answerDataRequest } from './api';

const decisions = [
  { value: 'atendida', label: 'Se atiende' },
  { value: 'denegada', label: 'No procede' },
];

interface AnswerDialogProps {
  request: StaffDataRequest;
  onClose(): void;
  onDone(message: string): void;
}

/** The answer the data subject receives by e-mail; attending a deletion carries it out. */
export function AnswerDialog({ request, onClose, onDone }: AnswerDialogProps) {
  const { form, failure, submitWith } = useZodForm(answerDataRequestSchema, {
    defaultValues: { decision: request.fue_contratado ? 'denegada' : 'atendida', respuesta: '' },
  });
  const { register, formState, watch } = form;
  const deleting = request.tipo === 'eliminacion' && watch('decision') === 'atendida';
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos enviar la respuesta. Intenta de nuevo.'),
    async (values) => onDone((await answerDataRequest(request.id, values)).message),
  );
  return (
    <Dialog title={`Responder a ${request.candidato}`} onClose={onClose}>
      <form onSubmit={submit} noValidate className="mt-2 space-y-4">
        <p className="text-sm text-slate-700">
          {DATA_REQUEST_LABELS[request.tipo]}: «{request.detalle}»
        </p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        {request.fue_contratado && request.tipo === 'eliminacion' && (
          <FormAlert tone="warning">
            Esta persona fue contratada por la agencia: la ley obliga a conservar su historia laboral. Explica
            en la respuesta qué datos se conservan y por qué.
          </FormAlert>
        )}
        <SelectField label="Decisión" options={decisions} registration={register('decision')} />
        {deleting && (
          <FormAlert tone="warning">
            Al enviar, se cierra su cuenta y se borran sus documentos y datos personales. No se puede
            deshacer.
          </FormAlert>
        )}
        <TextAreaField
          label="Respuesta al titular"
          hint="La recibe por correo y la ve en Mis datos."
          rows={5}
          registration={register('respuesta')}
          error={formState.errors.respuesta}
        />
        <FormDialogActions
          onCancel={onClose}
          submitLabel={deleting ? 'Eliminar y responder' : 'Enviar respuesta'}
          variant={deleting ? 'danger' : 'primary'}
          isSubmitting={formState.isSubmitting}
        />
      </form>
    </Dialog>
  );
}
