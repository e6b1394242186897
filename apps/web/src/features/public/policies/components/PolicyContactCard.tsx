import { POLICY_CONTACT_EMAIL } from '../policy-catalog';

const [mailbox, domain] = POLICY_CONTACT_EMAIL.split('@');

/** Where a candidate asks about their data, beside the policies on wide screens. */
export function PolicyContactCard() {
  return (
    <div className="rounded-xl bg-brand-50 p-4 text-sm leading-6 text-slate-700">
      <p className="font-semibold text-brand-900">¿Preguntas sobre tus datos?</p>
      <p className="mt-1">
        Escríbenos a{' '}
        <a
          href={`mailto:${POLICY_CONTACT_EMAIL}`}
          className="font-medium text-brand-700 underline underline-offset-4"
        >
          {/* A narrow column may break the address after the @, never inside a word. */}
          {mailbox}@<wbr />
          {domain}
        </a>
      </p>
    </div>
  );
}
