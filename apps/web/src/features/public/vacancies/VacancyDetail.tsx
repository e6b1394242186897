import type { ReactNode } from 'react';
import type { VacancyDetail as Vacancy } from '@portal/shared/vacancies/public';
import { Facts } from './Facts';
import { Paragraphs } from '@/components/ui/Paragraphs';
import { formatAge } from '@/lib/format';

/** The public vacancy page body; `apply` is the application panel the route composes in. */
export function VacancyDetail({ vacancy, apply }: { vacancy: Vacancy; apply: ReactNode }) {
  const closed = vacancy.estado === 'cerrada';
  return (
    <article className="mx-auto grid w-full max-w-6xl items-start gap-6 px-4 py-8 sm:px-6 lg:grid-cols-3">
      <title>{`${vacancy.titulo} en ${vacancy.nombre_ciudad} | Portal de Empleo`}</title>
      {/* The JobPosting JSON-LD comes in the page's first HTML, from the server (modules/public-pages). */}
      <header className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2">
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span className="rounded-full bg-brand-50 px-3 py-1 font-medium text-brand-800">
            {vacancy.nombre_categoria}
          </span>
          {closed ? (
            <span className="rounded-full bg-slate-200 px-3 py-1 font-medium text-slate-800">
              Vacante cerrada
            </span>
          ) : (
            <span className="text-slate-600">{formatAge(vacancy.fecha_publicacion)}</span>
          )}
        </div>
        <h1 className="mt-3 text-2xl font-bold text-brand-900 sm:text-3xl">{vacancy.titulo}</h1>
        <p className="mt-1 text-slate-700">
          {vacancy.empresa} · {vacancy.nombre_ciudad}, {vacancy.departamento}
        </p>
        <div className="mt-6">
          <Facts vacancy={vacancy} place={vacancy.lugar} />
        </div>
      </header>
      <aside aria-label="Postulación" className="lg:col-start-3 lg:row-span-2 lg:row-start-1">
        <div className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 lg:sticky lg:top-6">
          {apply}
        </div>
      </aside>
      <section
        aria-labelledby="descripcion"
        className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8 lg:col-span-2"
      >
        <h2 id="descripcion" className="text-lg font-semibold text-slate-900">
          Qué harás
        </h2>
        <div className="mt-2 space-y-3 leading-relaxed text-slate-700">
          <Paragraphs text={vacancy.descripcion} />
        </div>
        <h2 className="mt-6 text-lg font-semibold text-slate-900">Requisitos</h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700">
          {vacancy.requisitos.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
    </article>
  );
}
