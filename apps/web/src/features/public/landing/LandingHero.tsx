import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { landingMessages } from '@portal/shared/messages';

const text = landingMessages.hero;

/**
 * The landing's top: what the portal is for and, beside it on wide screens (under the title on
 * phones), the `search`. A link jumps to the section for companies.
 */
export function LandingHero({ search }: { search: ReactNode }) {
  return (
    <section
      aria-labelledby="landing-titulo"
      className="bg-gradient-to-br from-brand-800 to-brand-900 text-white"
    >
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-8 sm:px-6 sm:py-12 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)] lg:gap-x-12 lg:py-16">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">{text.eyebrow}</p>
          <h1 id="landing-titulo" className="mt-3 text-3xl leading-tight font-bold sm:text-4xl lg:text-5xl">
            {text.title}
          </h1>
          <p className="mt-4 text-lg leading-8 text-brand-100">{text.lead}</p>
        </div>
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:self-center">{search}</div>
        <div className="on-dark space-y-6">
          <ul className="space-y-3">
            {text.points.map((point) => (
              <li key={point} className="flex items-start gap-3">
                <span
                  aria-hidden="true"
                  className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full bg-accent-400 text-sm font-bold text-brand-900"
                >
                  ✓
                </span>
                {point}
              </li>
            ))}
          </ul>
          <p className="text-brand-100">
            <strong className="font-semibold text-white">{text.free}</strong>{' '}
            <Link to="/politicas/terminos" className="underline underline-offset-4 hover:text-white">
              {text.freeLink}
            </Link>
          </p>
          <a
            href="#empresas"
            className="inline-flex min-h-11 items-center gap-2 font-semibold text-accent-400 underline underline-offset-4 hover:text-white"
          >
            {text.companiesLink}
            <span aria-hidden="true">↓</span>
          </a>
        </div>
      </div>
    </section>
  );
}
