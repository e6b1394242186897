import { AGENCY_CONTACT_EMAIL, PROCESS_STAGES } from '@portal/shared/constants';
import { landingMessages } from '@portal/shared/messages';
import { buttonClass } from '@/components/ui/button-styles';
import { LinkButton } from '@/components/ui/LinkButton';
import { mailtoHref } from './contact';

const text = landingMessages.companies;

/** What the agency offers companies, how an order goes (the client area, honestly), and how to start. */
export function CompaniesSection() {
  return (
    <section id="empresas" aria-labelledby="empresas-titulo" className="border-t border-slate-200 bg-white">
      <div className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 lg:py-14">
        <p className="text-sm font-semibold tracking-wide text-amber-700 uppercase">{text.eyebrow}</p>
        <h2 id="empresas-titulo" className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
          {text.title}
        </h2>
        <p className="mt-3 max-w-3xl text-lg leading-8 text-slate-700">{text.lead}</p>

        <div className="mt-8 grid gap-10 lg:grid-cols-2 lg:gap-12">
          <div className="space-y-4">
            {text.offers.map((offer) => (
              <div key={offer.title} className="rounded-xl bg-brand-50 p-5">
                <h3 className="text-lg font-semibold text-brand-900">{offer.title}</h3>
                <p className="mt-1 leading-7 text-slate-700">{offer.text}</p>
              </div>
            ))}
            <h3 className="pt-2 text-lg font-semibold text-brand-900">{text.positionsTitle}</h3>
            <ul className="flex flex-wrap gap-2">
              {text.positions.map((position) => (
                <li
                  key={position}
                  className="rounded-full bg-white px-3 py-1.5 text-sm font-medium text-slate-800 ring-1 ring-slate-300"
                >
                  {position}
                </li>
              ))}
            </ul>
          </div>

          <div>
            <h3 className="text-lg font-semibold text-brand-900">{text.howTitle}</h3>
            <ol className="mt-4 space-y-5">
              {text.steps.map((step, index) => (
                <li key={step.title} className="flex gap-4">
                  <span
                    aria-hidden="true"
                    className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-700 text-sm font-bold text-white"
                  >
                    {index + 1}
                  </span>
                  <div>
                    <p className="font-semibold text-slate-900">{step.title}</p>
                    <p className="mt-1 leading-7 text-slate-700">{step.text}</p>
                  </div>
                </li>
              ))}
            </ol>
            <ol
              aria-label={text.stagesLabel}
              className="mt-5 flex flex-wrap items-center gap-2 pl-12 text-sm font-medium text-brand-900"
            >
              {PROCESS_STAGES.map((stage, index) => (
                <li key={stage} className="flex items-center gap-2">
                  <span className="rounded-full bg-brand-50 px-3 py-1 ring-1 ring-brand-100">
                    {index + 1}. {stage}
                  </span>
                  {index < PROCESS_STAGES.length - 1 && (
                    <span aria-hidden="true" className="text-slate-500">
                      →
                    </span>
                  )}
                </li>
              ))}
            </ol>
          </div>
        </div>

        <div className="on-dark mt-10 grid gap-6 rounded-2xl bg-brand-900 p-6 text-white sm:p-8 md:grid-cols-2 md:gap-10">
          <div>
            <h3 className="text-xl font-bold">{text.cta.title}</h3>
            <p className="mt-2 text-brand-100">{text.cta.text}</p>
            <LinkButton to="/signin" variant="accent" className="mt-4 w-full sm:w-auto">
              {text.cta.signIn}
            </LinkButton>
          </div>
          <div>
            <h3 className="text-xl font-bold">{text.cta.newTitle}</h3>
            <p className="mt-2 leading-7 text-brand-100">{text.cta.newText}</p>
            <a
              href={mailtoHref(AGENCY_CONTACT_EMAIL, text.cta.mailSubject)}
              className={buttonClass('onDark', 'mt-4 w-full sm:w-auto')}
            >
              {text.cta.write} {AGENCY_CONTACT_EMAIL}
            </a>
          </div>
        </div>
      </div>
    </section>
  );
}
