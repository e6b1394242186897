import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  type ContractPreview,
  type ContractTemplate,
  contractTemplateMessages as messages,
  saveContractTemplateBodySchema,
} from '@portal/shared/contracts/staff';
import { useAlerts } from '@/components/alerts/alerts-context';
import { Button } from '@/components/ui/Button';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { apiErrorMessage } from '@/lib/api-client';
import { formatDate } from '@/lib/format';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { contractTemplatesQuery, previewContract, saveContractTemplate } from './api';

export interface AssignmentChoice {
  id: number;
  label: string;
}

interface TemplateEditorProps {
  template: ContractTemplate;
  canEdit: boolean;
  /** Assignments whose data fill the preview. */
  assignments: AssignmentChoice[];
}

/** One type's text: edited (admins), saved as a new version, and previewed with an assignment's data. */
export function TemplateEditor({ template, canEdit, assignments }: TemplateEditorProps) {
  const { form, failure, submitWith } = useZodForm(saveContractTemplateBodySchema, {
    values: { tipo: template.tipo, cuerpo: template.cuerpo },
  });
  const { register, formState, getValues } = form;
  const queryClient = useQueryClient();
  const { showAlert } = useAlerts();
  const [missionId, setMissionId] = useState('');
  const [preview, setPreview] = useState<ContractPreview | null>(null);
  const [previewError, setPreviewError] = useState<string | null>(null);
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar la plantilla. Intenta de nuevo.'),
    async (values) => {
      showAlert({ type: 'success', message: (await saveContractTemplate(values)).message });
      await queryClient.invalidateQueries({ queryKey: contractTemplatesQuery.queryKey });
    },
  );
  const showPreview = async () => {
    setPreviewError(null);
    try {
      setPreview(await previewContract({ cuerpo: getValues('cuerpo'), id_mision: Number(missionId) }));
    } catch (error) {
      setPreview(null);
      setPreviewError(apiErrorMessage(error, 'No pudimos armar la vista previa. Intenta de nuevo.'));
    }
  };
  return (
    <div className="space-y-4">
      <form onSubmit={submit} noValidate className="space-y-3">
        <p className="text-sm text-slate-600">
          Versión {template.version} ·{' '}
          {template.autor ? `de ${template.autor}, ` : 'incluida con el portal, '}
          {formatDate(template.creado_en)}
        </p>
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextAreaField
          label={`Texto: ${template.etiqueta}`}
          rows={16}
          readOnly={!canEdit}
          registration={register('cuerpo')}
          error={formState.errors.cuerpo}
        />
        {canEdit && (
          <Button type="submit" isLoading={formState.isSubmitting}>
            {messages.save}
          </Button>
        )}
      </form>
      <section
        aria-labelledby={`preview-${template.tipo}`}
        className="space-y-3 rounded-xl bg-white p-4 ring-1 ring-slate-200"
      >
        <h2 id={`preview-${template.tipo}`} className="text-lg font-bold text-brand-900">
          {messages.preview}
        </h2>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
          <div className="grow">
            <SelectField
              label="Misión"
              placeholder="Elige una misión"
              value={missionId}
              onChange={(event) => setMissionId(event.target.value)}
              options={assignments.map((choice) => ({ value: String(choice.id), label: choice.label }))}
            />
          </div>
          <Button variant="secondary" isDisabled={!missionId} onPress={() => void showPreview()}>
            {messages.previewWith}
          </Button>
        </div>
        {previewError && <FormAlert tone="error">{previewError}</FormAlert>}
        {preview && preview.faltan.length > 0 && (
          <FormAlert tone="warning">
            {messages.previewMissing}
            <ul className="mt-1 list-disc pl-5">
              {preview.faltan.map((label) => (
                <li key={label}>{label}</li>
              ))}
            </ul>
          </FormAlert>
        )}
        {preview?.texto && (
          <pre className="max-h-[32rem] overflow-auto rounded-lg bg-slate-50 p-4 font-sans text-sm break-words whitespace-pre-wrap text-slate-800">
            {preview.texto}
          </pre>
        )}
      </section>
    </div>
  );
}
