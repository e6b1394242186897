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
import { checkUploadCandidate } from '@portal/shared/documents/candidate';
import { useId, useState } from 'react';

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
  const fileId = useId();
  const [clientFile, setClientFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
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
      <div className="space-y-1.5">
        <label htmlFor={fileId} className="block text-sm font-medium text-slate-800">
          Archivo para que el candidato lo lea (opcional)
        </label>
        <input
          id={fileId}
          type="file"
          accept=".pdf,.png,.jpg,.jpeg,application/pdf,image/png,image/jpeg"
          aria-describedby={`${fileId}-ayuda`}
          aria-invalid={fileError ? true : undefined}
          className="block w-full text-sm text-slate-800 file:mr-3 file:min-h-11 file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:font-semibold file:text-brand-800"
          onChange={(event) => {
            const file = event.target.files?.[0] ?? null;
            const problem = file ? checkUploadCandidate(file) : null;
            setFileError(problem);
            setClientFile(problem ? null : file);
          }}
        />
        <p id={`${fileId}-ayuda`} className={`text-sm ${fileError ? 'text-red-700' : 'text-slate-600'}`}>
          {fileError ?? 'Por ejemplo, el reglamento de la empresa. PDF, PNG o JPG de hasta 10 MB.'}
        </p>
      </div>
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
