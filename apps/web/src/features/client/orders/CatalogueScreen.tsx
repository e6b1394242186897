import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useState } from 'react';
import { DEFAULT_CART_CATEGORY } from '@portal/shared/constants';
import type { CatalogueJob } from '@portal/shared/orders/client';
import { orderMessages } from '@portal/shared/messages';
import { PageLoader } from '@/components/layout/PageLoader';
import { EmptyState } from '@/components/ui/EmptyState';
import { FormAlert } from '@/components/ui/FormAlert';
import { PlainButton } from '@/components/ui/PlainButton';
import { SearchField } from '@/components/ui/SearchField';
import { formatCop } from '@/lib/format';
import { lazyComponent } from '@/lib/lazy-component';
import { useUrlFilters } from '@/lib/use-url-filters';
import { cartKey, cartQuery, catalogueQuery, selectCategory } from './api';
import { ALL_CATEGORIES, filterCatalogue, pickerCategories } from './catalogue-filter';

function CategoryPicker({
  categories,
  selected,
  onSelect,
}: {
  categories: string[];
  selected: string;
  onSelect(category: string): void;
}) {
  const chip = (value: string, label: string) => (
    <button
      key={value}
      type="button"
      aria-pressed={selected === value}
      onClick={() => onSelect(value)}
      className={`min-h-11 shrink-0 rounded-full px-4 text-sm font-semibold ring-1 focus-visible:outline-2 focus-visible:outline-brand-600 ${
        selected === value
          ? 'bg-brand-700 text-white ring-brand-700'
          : 'bg-white text-slate-700 ring-slate-300 hover:bg-brand-50'
      }`}
    >
      {label}
    </button>
  );
  return (
    <div role="group" aria-label="Categorías" className="-mx-4 flex gap-2 overflow-x-auto px-4 pb-2">
      {categories.map((category) => chip(category, category))}
      {chip(ALL_CATEGORIES, 'Ver todas')}
    </div>
  );
}

function JobCard({ job, onConfigure }: { job: CatalogueJob; onConfigure(): void }) {
  return (
    <li className="flex gap-3 overflow-hidden rounded-xl bg-white p-3 ring-1 ring-slate-200 sm:flex-col sm:gap-0 sm:p-0">
      <img
        src={job.image}
        alt=""
        width={320}
        height={200}
        className="aspect-[16/10] w-24 shrink-0 self-start rounded-lg object-cover sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:p-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{job.category}</p>
        <h2 className="text-lg font-bold text-slate-900">{job.name}</h2>
        <p className="line-clamp-3 text-sm text-slate-700">{job.description}</p>
        <p className="mt-auto text-sm text-slate-800">
          <span className="font-semibold">{formatCop(job.salario)}</span> a {formatCop(job.salario_max)}
          <span className="text-slate-600"> / mes</span>
        </p>
        {/* Plain: the catalogue's first screen loads no React Aria (decision 0073). */}
        <PlainButton onPress={onConfigure} aria-label={`Configurar ${job.name}`}>
          Configurar
        </PlainButton>
      </div>
    </li>
  );
}

// The dialog that configures a position (its form and date fields) loads when a card asks for it: the
// catalogue's first screen does not carry it (decision 0073).
const ConfigurePositionDialog = lazyComponent(() =>
  import('./ConfigurePositionDialog').then((module) => module.ConfigurePositionDialog),
);

/**
 * `/order/search` (spec §2): the company's catalogue by category, Montacargas first, 'Ver todas', and
 * a search over name and description that ignores accents. The category and words stay in the address;
 * the chosen category is also the cart's selectedCategory on the server.
 */
export function CatalogueScreen() {
  const catalogue = useQuery(catalogueQuery);
  const cart = useQuery(cartQuery);
  const queryClient = useQueryClient();
  const { params, change } = useUrlFilters();
  const [configuring, setConfiguring] = useState<CatalogueJob | null>(null);

  if (catalogue.isPending || cart.isPending) return <PageLoader label="Cargando el catálogo..." />;
  if (catalogue.error || cart.error)
    return (
      <div className="mx-auto max-w-6xl p-4">
        <FormAlert tone="error">
          No pudimos cargar el catálogo. Revisa tu conexión e intenta de nuevo.
        </FormAlert>
      </div>
    );
  const names = pickerCategories(catalogue.data.categories.map((category) => category.nombre_categoria));
  const category = params.get('categoria') ?? cart.data.selectedCategory ?? DEFAULT_CART_CATEGORY;
  const query = params.get('q') ?? '';
  const jobs = filterCatalogue(catalogue.data.jobs, category, query);
  const pick = (next: string) => {
    change('categoria', next);
    if (next !== ALL_CATEGORIES)
      void selectCategory(next).then((saved) => queryClient.setQueryData(cartKey, saved), console.warn);
  };

  return (
    <section className="mx-auto max-w-6xl space-y-5 px-4 py-6 sm:px-6">
      <div>
        <h1 className="text-2xl font-bold text-brand-900">Buscar cargos</h1>
        <p className="text-sm text-slate-600">
          Elige un cargo, configúralo y agrégalo a tu orden. La agencia la recibe al enviarla.
        </p>
      </div>
      <SearchField
        label="Buscar por nombre o descripción"
        placeholder="Ej.: montacargas, producción, despacho"
        value={query}
        onChange={(value) => change('q', value)}
      />
      <CategoryPicker categories={names} selected={category} onSelect={pick} />
      <p className="sr-only" role="status">
        {jobs.length === 1 ? '1 cargo' : `${jobs.length} cargos`}
      </p>
      {jobs.length === 0 ? (
        <EmptyState title={orderMessages.emptyCategory} />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {jobs.map((job) => (
            <JobCard key={job.id} job={job} onConfigure={() => setConfiguring(job)} />
          ))}
        </ul>
      )}
      {configuring && (
        <Suspense fallback={null}>
          <ConfigurePositionDialog
            job={configuring}
            smmlv={catalogue.data.smmlv}
            onClose={() => setConfiguring(null)}
          />
        </Suspense>
      )}
    </section>
  );
}
