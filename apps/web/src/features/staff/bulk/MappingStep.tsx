import { BULK_FIELDS, BULK_REQUIRED, bulkFieldLabels, type BulkParsedFile } from '@portal/shared/users/bulk';
import { SelectField } from '@/components/ui/SelectField';
import type { Mapping } from './api';

interface Props {
  file: BulkParsedFile;
  mapping: Mapping;
  onChange(mapping: Mapping): void;
}

/** Which column of the file feeds each field: proposed from the headers, editable. */
export function MappingStep({ file, mapping, onChange }: Props) {
  const columns = file.encabezados.map((header, index) => ({
    value: String(index),
    label: header || `Columna ${index + 1}`,
  }));
  return (
    <fieldset className="space-y-3">
      <legend className="text-lg font-semibold text-slate-900">2. Columnas</legend>
      <p className="text-sm text-slate-600">
        Leímos {file.filas.length} fila{file.filas.length === 1 ? '' : 's'} (
        {file.codificacion === 'xlsx'
          ? 'Excel'
          : `CSV ${file.codificacion}, separado por "${file.separador}"`}
        ). Revisa qué columna corresponde a cada dato.
      </p>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {BULK_FIELDS.map((field) => (
          <SelectField
            key={field}
            label={`${bulkFieldLabels[field]}${BULK_REQUIRED.includes(field) ? ' *' : ''}`}
            placeholder="(ninguna)"
            options={columns}
            value={mapping[field] === null ? '' : String(mapping[field])}
            onChange={(event) =>
              onChange({ ...mapping, [field]: event.target.value === '' ? null : Number(event.target.value) })
            }
          />
        ))}
      </div>
    </fieldset>
  );
}
