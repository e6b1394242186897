import { Fragment, useId, useState, type FormEvent } from 'react';
import { CONTRACT_TYPES, contractTypeLabels } from '@portal/shared/vacancies/constants';
import { Button } from '@/components/ui/Button';
import { SelectField } from '@/components/ui/SelectField';
import { categoryOptions, cityOptions } from '@/lib/catalog-queries';
import { formatCop } from '@/lib/format';
import { useCategories, useCities, type VacancySearchFilters } from './api';
import { filtersToParams, panelFilterCount } from './filter-params';
import { DEFAULT_SMMLV } from '@portal/shared/constants';

const SALARY_OPTIONS = [DEFAULT_SMMLV, 1_800_000, 2_200_000, 2_600_000, 3_000_000, 3_500_000].map(
  (value) => ({
    value: String(value),
    label: formatCop(value),
  }),
);
const CONTRACT_OPTIONS = CONTRACT_TYPES.map((type) => ({ value: type, label: contractTypeLabels[type] }));

const toNumber = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined);

function readFilters(form: HTMLFormElement): VacancySearchFilters {
  const data = new FormData(form);
  const [low, high] = [toNumber(data.get('salario_min')), toNumber(data.get('salario_max'))];
  const swap = low !== undefined && high !== undefined && low > high;
  return {
    q: String(data.get('q') ?? '').trim() || undefined,
    id_ciudad: toNumber(data.get('id_ciudad')),
    id_categoria: toNumber(data.get('id_categoria')),
    salario_min: swap ? high : low,
    salario_max: swap ? low : high,
    tipo_contrato: (data.get('tipo_contrato') || undefined) as VacancySearchFilters['tipo_contrato'],
    page: 1,
  };
}

/**
 * Text, city, category, salary range and contract type; applied on submit. On phones only the text and
 * Buscar show: the rest sits behind "Filtros (n)", closed until pressed; from `sm` up it is always open.
 */
export function VacancyFilters({
  initial,
  onApply,
}: {
  initial: VacancySearchFilters;
  onApply: (filters: VacancySearchFilters) => void;
}) {
  const cities = useCities();
  const categories = useCategories();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [cleared, setCleared] = useState(0);
  // Fields are rebuilt when cleared and when the address changes (back/forward), the selects also once
  // their options arrive (not the text, which may already be typed); the buttons never, so they keep
  // the focus.
  const textKey = `${cleared}-${filtersToParams(initial)}`;
  const fieldsKey = `${textKey}-${cities.isSuccess}-${categories.isSuccess}`;
  const active = panelFilterCount(initial);
  const selects = [
    {
      name: 'id_ciudad',
      label: 'Ciudad',
      placeholder: 'Todas las ciudades',
      options: cityOptions(cities.data),
    },
    {
      name: 'id_categoria',
      label: 'Categoría',
      placeholder: 'Todas las categorías',
      options: categoryOptions(categories.data),
    },
    { name: 'salario_min', label: 'Salario desde', placeholder: 'Sin mínimo', options: SALARY_OPTIONS },
    { name: 'salario_max', label: 'Salario hasta', placeholder: 'Sin máximo', options: SALARY_OPTIONS },
    { name: 'tipo_contrato', label: 'Tipo de contrato', placeholder: 'Todos', options: CONTRACT_OPTIONS },
  ] as const;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setOpen(false);
    onApply(readFilters(event.currentTarget));
  };

  return (
    <form
      role="search"
      aria-label="Buscar vacantes"
      onSubmit={submit}
      className="space-y-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
    >
      <div className="flex flex-wrap items-end gap-2 sm:flex-nowrap">
        <div className="w-full min-w-0 space-y-1.5 sm:flex-1">
          <label htmlFor={`${panelId}-q`} className="block text-sm font-medium text-slate-800">
            Cargo o palabra clave
          </label>
          <input
            key={textKey}
            id={`${panelId}-q`}
            name="q"
            type="search"
            placeholder="Ej.: montacargas, producción"
            defaultValue={initial.q ?? ''}
            className="block min-h-11 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600"
          />
        </div>
        <Button type="submit" className="flex-1 sm:flex-none">
          Buscar
        </Button>
        <Button
          variant="secondary"
          className="flex-1 sm:hidden"
          aria-expanded={open}
          aria-controls={panelId}
          onPress={() => setOpen((value) => !value)}
        >
          {active ? `Filtros (${active})` : 'Filtros'}
          <svg aria-hidden="true" viewBox="0 0 20 20" className={`size-4 ${open ? 'rotate-180' : ''}`}>
            <path d="m5 7.5 5 5 5-5" fill="none" stroke="currentColor" strokeWidth="2" />
          </svg>
        </Button>
      </div>
      <div id={panelId} className={`${open ? 'grid' : 'hidden'} gap-3 sm:grid sm:grid-cols-2`}>
        <Fragment key={fieldsKey}>
          {selects.map(({ name, ...select }) => (
            <SelectField key={name} name={name} defaultValue={initial[name] ?? ''} {...select} />
          ))}
        </Fragment>
        <div className="flex items-end justify-end">
          <Button
            variant="ghost"
            className="whitespace-nowrap"
            onPress={() => {
              setCleared((value) => value + 1);
              onApply({ page: 1 });
            }}
          >
            Limpiar filtros
          </Button>
        </div>
      </div>
    </form>
  );
}
