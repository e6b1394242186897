import { useQuery } from '@tanstack/react-query';
import { catalogPositionInputSchema, type CatalogPosition } from '@portal/shared/catalog/staff';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { Dialog, FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { SelectField } from '@/components/ui/SelectField';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { categoriesQuery } from '@/lib/catalog-queries';
import { useZodForm } from '@/lib/forms/use-zod-form';
import { savePosition } from './api';

interface PositionFormDialogProps {
  idEmpresa: number | null;
  /** The position to edit; null to add one. */
  position: CatalogPosition | null;
  onClose(): void;
  onSaved(message: string): void;
}

/** Adds or edits one position of a catalogue: name, category, description and its salary range in COP. */
export function PositionFormDialog({ idEmpresa, position, onClose, onSaved }: PositionFormDialogProps) {
  const categories = useQuery(categoriesQuery);
  const { form, failure, submitWith } = useZodForm(catalogPositionInputSchema, {
    defaultValues: {
      id_empresa: idEmpresa,
      id_categoria: position?.id_categoria ?? '',
      nombre: position?.nombre ?? '',
      descripcion: position?.descripcion ?? '',
      salario_min: position?.salario_min ?? '',
      salario_max: position?.salario_max ?? '',
      activo: position?.activo ?? true,
    },
  });
  const { register, formState } = form;
  const errors = formState.errors as Record<string, { message?: string } | undefined>;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos guardar el cargo. Revisa tu conexión e intenta de nuevo.'),
    async (values) => {
      const answer = await savePosition(position?.id_cargo ?? null, values);
      onSaved(answer.message);
    },
  );
  return (
    <Dialog title={position ? `Editar: ${position.nombre}` : 'Agregar cargo'} onClose={onClose} size="lg">
      <form onSubmit={submit} noValidate className="mt-4 space-y-4">
        {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
        <TextField
          label="Nombre del cargo"
          registration={register('nombre')}
          error={errors.nombre as never}
        />
        <SelectField
          label="Categoría"
          placeholder="Elige una categoría"
          options={(categories.data ?? []).map((category) => ({
            value: String(category.id_categoria),
            label: category.nombre_categoria,
          }))}
          registration={register('id_categoria')}
          error={errors.id_categoria}
        />
        <TextAreaField
          label="Descripción"
          rows={3}
          registration={register('descripcion')}
          error={errors.descripcion}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Salario mínimo (COP)"
            type="number"
            inputMode="numeric"
            registration={register('salario_min')}
            error={errors.salario_min as never}
          />
          <TextField
            label="Salario máximo (COP)"
            type="number"
            inputMode="numeric"
            registration={register('salario_max')}
            error={errors.salario_max as never}
          />
        </div>
        <CheckboxField label="Visible para la empresa" {...register('activo')} />
        <FormDialogActions onCancel={onClose} submitLabel="Guardar" isSubmitting={formState.isSubmitting} />
      </form>
    </Dialog>
  );
}
