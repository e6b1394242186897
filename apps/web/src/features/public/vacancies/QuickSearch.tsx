import type { FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { landingMessages } from '@portal/shared/messages';
import { buttonClass } from '@/components/ui/button-styles';
import { SelectField } from '@/components/ui/SelectField';
import { categoryOptions, cityOptions } from '@/lib/catalog-queries';
import { useSession } from '@/lib/session/session-context';
import { withoutApp } from '@/lib/without-app';
import { useCategories, useCities } from './api';
import { vacancySearchPath } from './filter-params';

const text = landingMessages.search;

/**
 * City and category, then the candidate home's search with them applied (`/?tab=jobs&…`). Signed
 * out, that address asks for the sign-in first and keeps the filters; the note says so. A plain GET
 * form to that address, so it works before and without the app; the app sends it without the empty
 * fields (decision 0072).
 */
export function QuickSearch() {
  const cities = useCities();
  const categories = useCategories();
  const { authenticated, loading } = useSession();
  const navigate = useNavigate();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    navigate(vacancySearchPath(new FormData(event.currentTarget)));
  };

  return (
    <form
      role="search"
      method="get"
      action="/"
      {...withoutApp}
      aria-labelledby="busqueda-rapida"
      onSubmit={submit}
      className="space-y-4 rounded-2xl bg-white p-5 text-slate-900 shadow-lg ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="busqueda-rapida" className="text-xl font-bold text-brand-900">
        {text.title}
      </h2>
      <input type="hidden" name="tab" value="jobs" />
      <SelectField
        name="id_ciudad"
        label={text.city}
        placeholder={text.anyCity}
        options={cityOptions(cities.data)}
      />
      <SelectField
        name="id_categoria"
        label={text.category}
        placeholder={text.anyCategory}
        options={categoryOptions(categories.data)}
      />
      <button type="submit" className={buttonClass('primary', 'w-full text-base')}>
        {text.submit}
      </button>
      {!loading && !authenticated && <p className="text-sm leading-6 text-slate-600">{text.signedOut}</p>}
    </form>
  );
}
