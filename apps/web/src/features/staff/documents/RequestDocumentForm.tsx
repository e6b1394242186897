import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { staffDocumentMessages } from '@portal/shared/messages';
import { documentTypesQuery, requestDocuments, uploadClientFile } from './api';
import { useState } from 'react';
import { FileField } from '@/components/ui/FileField';

/** Who is asked: one candidate, or every active candidate of a vacancy. */
export type RequestTarget = { id_candidato: number } | { id_vacante: number };

const formSchema = z.object({
  id_documento: z.coerce.number<unknown>().int().positive('Elige el tipo de documento.'),
  client_doc_name: z.string().trim().min(1, staffDocumentMessages.nameRequired).max(160),
  client_doc_description: z.string().trim().max(1000),
});

interface RequestDocumentFormProps {
  target: RequestTarget;
  onDone(message: string): void;
  onCancel?(): void;
}

/** Ask for a document: its type, what exactly is needed, and a note the candidate reads. */
export function RequestDocumentForm({ target, onDone, onCancel }: RequestDocumentFormProps) {
  const types = useQuery(documentTypesQuery);
  const { form, failure, submitWith } = useZodForm(formSchema, {
    defaultValues: { id_documento: '', client_doc_name: '', client_doc_description: '' },
  });
  const { register, formState, setValue, getValues } = form;
  const [clientFile, setClientFile] = useState<File | null>(null);
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos enviar la solicitud. Intenta de nuevo.'),
    async (values) => {
      const attached = clientFile ? await uploadClientFile(clientFile) : undefined;
      const result = await requestDocuments({
        ...target,
        ...values,
        client_doc_description: values.client_doc_description || undefined,
        client_doc_url: attached?.client_doc_url,
      });
      onDone(result.message);
    },
  );
  const typeField = register('id_documento', {
    // Choosing a type proposes its name, unless something was written already.
    onChange: (event: { target: { value: string } }) => {
      const chosen = types.data?.find((type) => String(type.id_documento) === event.target.value);
      if (chosen && !getValues('client_doc_name')) setValue('client_doc_name', chosen.nombre);
    },
  });
  return (
    <form onSubmit={submit} noValidate className="space-y-4">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <SelectField
        label="Tipo de documento"
        placeholder={types.isPending ? 'Cargando tipos...' : 'Elige el tipo'}
        options={(types.data ?? []).map((type) => ({ value: String(type.id_documento), label: type.nombre }))}
        registration={typeField}
        error={formState.errors.id_documento}
      />
      <TextField
        label="Documento que necesitas"
        hint="Así lo verá el candidato, por ejemplo «Certificado de antecedentes»."
        registration={register('client_doc_name')}
        error={formState.errors.client_doc_name}
      />
      <TextAreaField
        label="Indicaciones (opcional)"
        registration={register('client_doc_description')}
        error={formState.errors.client_doc_description}
      />
      <FileField
        label="Archivo para que el candidato lo lea (opcional)"
        hint="Por ejemplo, el reglamento de la empresa. PDF, PNG o JPG de hasta 10 MB."
        onFile={setClientFile}
      />
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        {onCancel && (
          <Button variant="secondary" onPress={onCancel}>
            Cancelar
          </Button>
        )}
        <Button type="submit" isLoading={formState.isSubmitting}>
          Enviar solicitud
        </Button>
      </div>
    </form>
  );
}
