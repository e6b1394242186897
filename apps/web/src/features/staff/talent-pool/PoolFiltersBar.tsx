import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { AVAILABILITY_LABELS, CANDIDATE_AVAILABILITY } from '@portal/shared/candidates/work-profile';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { SelectField, type SelectOption } from '@/components/ui/SelectField';
import { categoriesQuery, categoryOptions, cityOptions, citiesQuery } from '@/lib/catalog-queries';
import { DebouncedSearch } from './DebouncedSearch';
import { NARROWING_FILTERS, type PoolFilters } from './filters';
import { activityOptions, assignmentOptions, hiredOptions } from './labels';

interface PoolFiltersBarProps {
  filters: PoolFilters;
  onChange(name: keyof PoolFilters, value: string): void;
  onClear(): void;
}

const availabilityOptions = CANDIDATE_AVAILABILITY.map((value) => ({
  value,
  label: AVAILABILITY_LABELS[value],
}));
const text = (value: unknown) => (value === undefined ? '' : String(value));
const flag = (on: boolean) => (on ? '1' : '');

/**
 * The search box and every filter of the pool; each change goes to the address (a link or Back restores
 * it). On phones the filters sit behind «Filtros (n)», closed until pressed; from `sm` up they show.
 */
export function PoolFiltersBar({ filters, onChange, onClear }: PoolFiltersBarProps) {
  const cities = useQuery(citiesQuery);
  const categories = useQuery(categoriesQuery);
  const selects: { name: keyof PoolFilters; label: string; placeholder: string; options: SelectOption[] }[] =
    [
      { name: 'ciudad', label: 'Ciudad', placeholder: 'Todas', options: cityOptions(cities.data) },
      {
        name: 'categoria',
        label: 'Categoría',
        placeholder: 'Todas',
        options: categoryOptions(categories.data),
      },
      {
        name: 'disponibilidad',
        label: 'Disponibilidad',
        placeholder: 'Cualquiera',
        options: availabilityOptions,
      },
      {
        name: 'actividad',
        label: 'Última actividad',
        placeholder: 'Cualquier fecha',
        options: activityOptions,
      },
      { name: 'contratados', label: 'Contratados antes', placeholder: 'Todos', options: hiredOptions },
      { name: 'misiones', label: 'Misiones', placeholder: 'Todas', options: assignmentOptions },
    ];
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const active = NARROWING_FILTERS.filter(
    (key) =>
      key !== 'q' &&
      filters[key] !== undefined &&
      filters[key] !== false &&
      (key !== 'cercanas' || filters.ciudad !== undefined),
  );
  const select = (name: keyof PoolFilters) => ({
    value: text(filters[name]),
    onChange: (event: React.ChangeEvent<HTMLSelectElement>) => onChange(name, event.target.value),
  });
  const check = (name: keyof PoolFilters) => ({
    checked: Boolean(filters[name]),
    onChange: (event: React.ChangeEvent<HTMLInputElement>) => onChange(name, flag(event.target.checked)),
  });
  return (
    <div
      role="search"
      aria-label="Buscar candidatos"
      className="space-y-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-end gap-2">
        <div className="min-w-0 flex-1 basis-64">
          <DebouncedSearch
            label="Buscar"
            placeholder="Nombre, documento, cargo, habilidad…"
            value={filters.q ?? ''}
            onSearch={(value) => onChange('q', value)}
          />
        </div>
        <Button
          variant="secondary"
          className="w-full sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen((value) => !value)}
        >
          {active.length ? `Filtros (${active.length})` : 'Filtros'}
        </Button>
      </div>
      <div id={panelId} className={`${open ? 'block' : 'hidden'} space-y-3 sm:block`}>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
          {selects.map(({ name, ...field }) => (
            <SelectField key={name} {...field} {...select(name)} />
          ))}
        </div>
        <div className="flex flex-wrap items-center gap-x-4">
          <CheckboxField
            label="Incluir ciudades cercanas del departamento"
            {...check('cercanas')}
            checked={Boolean(filters.ciudad && filters.cercanas)}
            disabled={!filters.ciudad}
          />
          <CheckboxField label="Documentos completos" {...check('documentos')} />
          <CheckboxField label="Solo quienes aceptan ser contactados" {...check('contactables')} />
          {(active.length > 0 || filters.q) && (
            <Button variant="ghost" className="sm:ml-auto" onPress={onClear}>
              Limpiar filtros
            </Button>
          )}
        </div>
      </div>
    </div>
  );
}
