import { useEffect, useRef } from 'react';
import { ChallengeStep } from './steps/ChallengeStep';
import { ConfirmSignUpStep } from './steps/ConfirmSignUpStep';
import { ForgotPasswordStep } from './steps/ForgotPasswordStep';
import { ResetPasswordStep } from './steps/ResetPasswordStep';
import { SignInStep } from './steps/SignInStep';
import { SignUpStep } from './steps/SignUpStep';
import { useAuthFlow, type AuthFlow } from './use-auth-flow';

const benefits = [
  'Postúlate a vacantes cerca de ti',
  'Sigue el estado de tus aplicaciones',
  'Carga tus documentos desde el celular',
];

function CurrentStep({ flow }: { flow: AuthFlow }) {
  const { step } = flow;
  switch (step.name) {
    case 'signIn':
      return <SignInStep flow={flow} />;
    case 'signUp':
      return <SignUpStep flow={flow} />;
    case 'confirmSignUp':
      return <ConfirmSignUpStep flow={flow} step={step} />;
    case 'forgotPassword':
      return <ForgotPasswordStep flow={flow} />;
    case 'resetPassword':
      return <ResetPasswordStep flow={flow} step={step} />;
    case 'challenge':
      return <ChallengeStep key={step.startedAt} flow={flow} step={step} />;
  }
}

/** The portal login at `/` for signed-out visitors: every sign-in flow of spec §4. */
export default function AuthScreen() {
  const flow = useAuthFlow();
  const card = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  const stepKey = flow.step.name === 'challenge' ? flow.step.startedAt : flow.step.name;

  // Moving between steps puts the focus on the new step's title, for keyboard and screen readers.
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    card.current?.querySelector('h1')?.focus();
  }, [stepKey]);

  return (
    <div className="mx-auto grid w-full max-w-6xl gap-10 px-4 py-6 sm:px-6 sm:py-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,30rem)] lg:items-center lg:py-16">
      <section
        aria-label="Portal de candidatos"
        className="hidden rounded-3xl bg-gradient-to-br from-brand-800 to-brand-900 p-10 text-white lg:block"
      >
        <p className="text-sm font-semibold tracking-wide text-accent-400 uppercase">Portal de candidatos</p>
        <p className="mt-4 text-4xl leading-tight font-bold">Tu próximo empleo empieza aquí.</p>
        <p className="mt-4 text-lg text-brand-100">
          Ingresa con tu número de documento para seguir tus procesos de selección.
        </p>
        <ul className="mt-8 space-y-4">
          {benefits.map((benefit) => (
            <li key={benefit} className="flex items-center gap-3 text-base">
              <span
                aria-hidden="true"
                className="grid size-7 place-items-center rounded-full bg-accent-400 text-brand-900"
              >
                ✓
              </span>
              {benefit}
            </li>
          ))}
        </ul>
      </section>
      <div ref={card} className="w-full rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        <CurrentStep flow={flow} />
      </div>
    </div>
  );
}
