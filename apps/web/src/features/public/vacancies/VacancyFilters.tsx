import { useState, type FormEvent } from 'react';
import { CONTRACT_TYPES, contractTypeLabels } from '@portal/shared/vacancy-constants';
import { Button } from '@/components/ui/Button';
import { formatCop } from '@/lib/format';
import { useCategories, useCities, type VacancySearchFilters } from './api';
import { filtersToParams } from './filter-params';

const fieldClass =
  'block w-full rounded-lg border border-slate-300 bg-white px-3 py-2.5 text-base text-slate-900 focus:outline-2 focus:outline-offset-0 focus:outline-brand-600';
const labelClass = 'block text-sm font-medium text-slate-800';
const SALARY_STEPS = [1_423_500, 1_800_000, 2_200_000, 2_600_000, 3_000_000, 3_500_000];

function SalarySelect({
  id,
  name,
  label,
  empty,
  initial,
}: {
  id: string;
  name: string;
  label: string;
  empty: string;
  initial?: number;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      <select id={id} name={name} className={fieldClass} defaultValue={initial ?? ''}>
        <option value="">{empty}</option>
        {SALARY_STEPS.map((value) => (
          <option key={value} value={value}>
            {formatCop(value)}
          </option>
        ))}
      </select>
    </div>
  );
}

const toNumber = (value: FormDataEntryValue | null) => (value ? Number(value) : undefined);

/** Text, city, category, salary range and contract type; applied on submit. */
export function VacancyFilters({
  initial,
  onApply,
}: {
  initial: VacancySearchFilters;
  onApply: (filters: VacancySearchFilters) => void;
}) {
  const cities = useCities();
  const categories = useCategories();
  const [key, setKey] = useState(0);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const [low, high] = [toNumber(data.get('salario_min')), toNumber(data.get('salario_max'))];
    const swap = low !== undefined && high !== undefined && low > high;
    onApply({
      q: String(data.get('q') ?? '').trim() || undefined,
      id_ciudad: toNumber(data.get('id_ciudad')),
      id_categoria: toNumber(data.get('id_categoria')),
      salario_min: swap ? high : low,
      salario_max: swap ? low : high,
      tipo_contrato: (data.get('tipo_contrato') || undefined) as VacancySearchFilters['tipo_contrato'],
      page: 1,
    });
  };

  return (
    <form
      // Rebuilt when cleared, when the address changes (back/forward) and once the options arrive.
      key={`${key}-${filtersToParams(initial)}-${cities.isSuccess}-${categories.isSuccess}`}
      role="search"
      aria-label="Buscar vacantes"
      onSubmit={submit}
      className="grid grid-cols-2 gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 lg:grid-cols-3"
    >
      <div className="col-span-2 space-y-1.5 lg:col-span-3">
        <label htmlFor="f-q" className={labelClass}>
          Cargo o palabra clave
        </label>
        <input
          id="f-q"
          name="q"
          type="search"
          placeholder="Ej.: montacargas, producción"
          defaultValue={initial.q ?? ''}
          className={fieldClass}
        />
      </div>
      <div className="space-y-1.5">
        <label htmlFor="f-ciudad" className={labelClass}>
          Ciudad
        </label>
        <select id="f-ciudad" name="id_ciudad" className={fieldClass} defaultValue={initial.id_ciudad ?? ''}>
          <option value="">Todas las ciudades</option>
          {(cities.data ?? []).map((city) => (
            <option key={city.id_ciudad} value={city.id_ciudad}>
              {city.nombre_ciudad}
            </option>
          ))}
        </select>
      </div>
      <div className="space-y-1.5">
        <label htmlFor="f-categoria" className={labelClass}>
          Categoría
        </label>
        <select
          id="f-categoria"
          name="id_categoria"
          className={fieldClass}
          defaultValue={initial.id_categoria ?? ''}
        >
          <option value="">Todas las categorías</option>
          {(categories.data ?? []).map((category) => (
            <option key={category.id_categoria} value={category.id_categoria}>
              {category.nombre_categoria}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 space-y-1.5 lg:col-span-1">
        <label htmlFor="f-contrato" className={labelClass}>
          Tipo de contrato
        </label>
        <select
          id="f-contrato"
          name="tipo_contrato"
          className={fieldClass}
          defaultValue={initial.tipo_contrato ?? ''}
        >
          <option value="">Todos</option>
          {CONTRACT_TYPES.map((type) => (
            <option key={type} value={type}>
              {contractTypeLabels[type]}
            </option>
          ))}
        </select>
      </div>
      <SalarySelect
        id="f-salario-min"
        name="salario_min"
        label="Salario desde"
        empty="Sin mínimo"
        initial={initial.salario_min}
      />
      <SalarySelect
        id="f-salario-max"
        name="salario_max"
        label="Salario hasta"
        empty="Sin máximo"
        initial={initial.salario_max}
      />
      <div className="col-span-2 flex items-end gap-2 lg:col-span-1 lg:justify-end">
        <Button type="submit" className="flex-1 lg:flex-none">
          Buscar
        </Button>
        <Button
          variant="ghost"
          className="whitespace-nowrap"
          onPress={() => {
            setKey((value) => value + 1);
            onApply({ page: 1 });
          }}
        >
          Limpiar filtros
        </Button>
      </div>
    </form>
  );
}
