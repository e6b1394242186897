import { DATA_REQUEST_KINDS, DATA_REQUEST_LABELS, dataRequestBodySchema } from '@portal/shared/data-requests';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { useFileDataRequest } from './api';

const kinds = DATA_REQUEST_KINDS.map((tipo) => ({ value: tipo, label: DATA_REQUEST_LABELS[tipo] }));

/** Ask the agency about my data, to correct it, or to delete my account (Ley 1581, arts. 14 and 15). */
export function DataRequestForm() {
  const file = useFileDataRequest();
  const { showAlert } = useAlerts();
  const { form, failure, submitWith } = useZodForm(dataRequestBodySchema, {
    defaultValues: { tipo: 'consulta', detalle: '' },
  });
  const { register, formState, watch } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos enviar tu solicitud. Intenta de nuevo.'),
    async (values) => {
      const answer = await file.mutateAsync(values);
      showAlert({ type: 'success', message: answer.message });
      form.reset({ tipo: 'consulta', detalle: '' });
    },
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <SelectField
        label="¿Qué necesitas?"
        options={kinds}
        registration={register('tipo')}
        error={formState.errors.tipo}
      />
      {watch('tipo') === 'eliminacion' && (
        <FormAlert tone="warning">
          Si la atendemos, cerraremos tu cuenta y borraremos tus documentos y datos personales. Si trabajaste
          con nosotros, la ley nos obliga a conservar tu historia laboral.
        </FormAlert>
      )}
      <TextAreaField
        label="Cuéntanos los detalles"
        hint="Por ejemplo, qué dato está mal y cuál es el correcto, o qué quieres saber."
        rows={4}
        registration={register('detalle')}
        error={formState.errors.detalle}
      />
      <Button type="submit" isLoading={formState.isSubmitting}>
        Enviar solicitud
      </Button>
    </form>
  );
}
