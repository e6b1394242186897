import { useQuery } from '@tanstack/react-query';
import { ROLES, roleLabels } from '@portal/shared/users/staff';
import { SearchField } from '@/components/ui/SearchField';
import { SelectField } from '@/components/ui/SelectField';
import { companiesQuery, groupsQuery } from './api';
import { stateLabels, type UserFilters } from '@portal/shared/users/filters';

interface Props {
  filters: UserFilters;
  onChange(name: keyof UserFilters, value: string): void;
}

/** Search and filters; every change goes to the address, so a link or Back restores the view. */
export function UserFiltersBar({ filters, onChange }: Props) {
  const groups = useQuery(groupsQuery);
  const companies = useQuery(companiesQuery);
  return (
    <div className="grid gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 sm:grid-cols-2 lg:grid-cols-5">
      <div className="sm:col-span-2 lg:col-span-1">
        <SearchField
          label="Buscar"
          placeholder="Nombre o correo"
          value={filters.q}
          onChange={(value) => onChange('q', value)}
        />
      </div>
      <SelectField
        label="Rol"
        placeholder="Todos"
        value={filters.rol}
        onChange={(e) => onChange('rol', e.target.value)}
        options={ROLES.map((rol) => ({ value: rol, label: roleLabels[rol] }))}
      />
      <SelectField
        label="Grupo"
        placeholder="Todos"
        value={filters.grupo}
        onChange={(e) => onChange('grupo', e.target.value)}
        options={(groups.data ?? []).map((group) => ({ value: String(group.id_grupo), label: group.nombre }))}
      />
      <SelectField
        label="Empresa"
        placeholder="Todas"
        value={filters.empresa}
        onChange={(e) => onChange('empresa', e.target.value)}
        options={(companies.data ?? []).map((company) => ({
          value: String(company.id_empresa),
          label: company.razon_social,
        }))}
      />
      <SelectField
        label="Estado"
        placeholder="Todos"
        value={filters.estado}
        onChange={(e) => onChange('estado', e.target.value)}
        options={Object.entries(stateLabels).map(([value, label]) => ({ value, label }))}
      />
    </div>
  );
}
