import { AUDIT_ENTITIES, auditEntityLabels } from '@portal/shared/audit';
import { roleLabels, type StaffUser } from '@portal/shared/users/staff';
import { SelectField } from '@/components/ui/SelectField';
import { TextField } from '@/components/ui/TextField';
import type { FilterParam } from './filters';

interface AuditFiltersBarProps {
  values: Record<FilterParam, string>;
  /** Everyone the admin may pick; null while that list loads (or if it failed): a number is typed. */
  users: StaffUser[] | null;
  onChange(name: FilterParam, value: string): void;
}

/** The log's filters; each change goes to the address, so a link or Back restores the view. */
export function AuditFiltersBar({ values, users, onChange }: AuditFiltersBarProps) {
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5">
      <SelectField
        label="Tipo de registro"
        placeholder="Todos"
        value={values.entidad}
        onChange={(event) => onChange('entidad', event.target.value)}
        options={AUDIT_ENTITIES.map((value) => ({ value, label: auditEntityLabels[value] }))}
      />
      <TextField
        label="ID del registro"
        inputMode="numeric"
        maxLength={40}
        value={values.registro}
        onChange={(event) => onChange('registro', event.target.value)}
      />
      {users ? (
        <SelectField
          label="Usuario"
          placeholder="Todos"
          value={values.usuario}
          onChange={(event) => onChange('usuario', event.target.value)}
          options={users.map((user) => ({
            value: String(user.id_usuario),
            label: `${user.primer_nombre} ${user.primer_apellido} (${roleLabels[user.rol]})`,
          }))}
        />
      ) : (
        <TextField
          label="ID del usuario"
          inputMode="numeric"
          value={values.usuario}
          onChange={(event) => onChange('usuario', event.target.value.replace(/\D/g, ''))}
        />
      )}
      <TextField
        label="Desde"
        type="date"
        value={values.desde}
        max={values.hasta || undefined}
        onChange={(event) => onChange('desde', event.target.value)}
      />
      <TextField
        label="Hasta"
        type="date"
        value={values.hasta}
        min={values.desde || undefined}
        onChange={(event) => onChange('hasta', event.target.value)}
      />
    </div>
  );
}
