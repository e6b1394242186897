import type { ReactNode } from 'react';
import { authFlowMessages } from '@portal/shared/messages';
import { AnswerChallenge, NewPasswordChallenge } from '../challenges/AnswerChallenge';
import { ChoiceChallenge } from '../challenges/ChoiceChallenge';
import { firstFactorChoices, mfaChoices } from '../challenges/choices';
import { CodeChallenge } from '../challenges/CodeChallenge';
import { TotpSetupChallenge } from '../challenges/TotpSetupChallenge';
import { useRespond, type Respond } from '../challenges/use-respond';
import type { AuthFlow, FlowStep } from '../use-auth-flow';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';

type Step = Extract<FlowStep, { name: 'challenge' }>;
interface View {
  title: string;
  intro: string;
  body: ReactNode;
}

const sentTo = (destination: string | undefined, fallback: string) => destination ?? fallback;

function viewFor(step: Step, respond: Respond): View | null {
  const next = step.nextStep;
  switch (next.signInStep) {
    case 'CONFIRM_SIGN_IN_WITH_NEW_PASSWORD_REQUIRED':
      return {
        title: 'Elige tu nueva contraseña',
        intro: 'Tu cuenta tiene una contraseña temporal. Elige una nueva para continuar.',
        body: <NewPasswordChallenge respond={respond} username={step.username} />,
      };
    case 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP':
      return {
        title: 'Activa la verificación en dos pasos',
        intro:
          'Agrega el portal a tu aplicación de autenticación y escribe el código de 6 dígitos que te muestra.',
        body: (
          <TotpSetupChallenge respond={respond} details={next.totpSetupDetails} username={step.username} />
        ),
      };
    case 'CONFIRM_SIGN_IN_WITH_TOTP_CODE':
      return {
        title: 'Verificación en dos pasos',
        intro: 'Escribe el código de 6 dígitos que muestra tu aplicación de autenticación.',
        body: <CodeChallenge respond={respond} />,
      };
    case 'CONFIRM_SIGN_IN_WITH_EMAIL_CODE':
    case 'CONFIRM_SIGN_IN_WITH_SMS_CODE':
      return {
        title: 'Revisa tu código',
        intro: `Escribe el código de 6 dígitos que enviamos a ${sentTo(next.codeDeliveryDetails?.destination, next.signInStep === 'CONFIRM_SIGN_IN_WITH_SMS_CODE' ? 'tu celular' : 'tu correo')}.`,
        body: <CodeChallenge respond={respond} />,
      };
    case 'CONTINUE_SIGN_IN_WITH_MFA_SELECTION':
    case 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION': {
      const setup = next.signInStep === 'CONTINUE_SIGN_IN_WITH_MFA_SETUP_SELECTION';
      const choices = mfaChoices(next.allowedMFATypes);
      if (choices.length === 0) return null;
      return {
        title: setup ? 'Elige cómo proteger tu cuenta' : 'Elige cómo verificar tu identidad',
        intro: setup
          ? 'Tu cuenta necesita un segundo paso de verificación. Elige cuál quieres configurar.'
          : 'Tu cuenta tiene más de un método de verificación. Elige cuál usar ahora.',
        body: <ChoiceChallenge respond={respond} choices={choices} />,
      };
    }
    case 'CONTINUE_SIGN_IN_WITH_FIRST_FACTOR_SELECTION': {
      const choices = firstFactorChoices(next.availableChallenges);
      if (choices.length === 0) return null;
      return {
        title: 'Elige cómo ingresar',
        intro: 'Puedes ingresar con tu contraseña o con un código.',
        body: <ChoiceChallenge respond={respond} choices={choices} />,
      };
    }
    case 'CONTINUE_SIGN_IN_WITH_EMAIL_SETUP':
      return {
        title: 'Registra tu correo',
        intro: 'Escribe el correo donde quieres recibir tus códigos de verificación.',
        body: (
          <AnswerChallenge respond={respond} label="Correo electrónico" type="email" autoComplete="email" />
        ),
      };
    case 'CONFIRM_SIGN_IN_WITH_PASSWORD':
      return {
        title: 'Ingresa tu contraseña',
        intro: 'Escribe tu contraseña para continuar.',
        body: (
          <AnswerChallenge
            respond={respond}
            label="Contraseña"
            type="password"
            autoComplete="current-password"
          />
        ),
      };
    case 'CONFIRM_SIGN_IN_WITH_CUSTOM_CHALLENGE':
      return {
        title: 'Verificación adicional',
        intro: 'Responde la verificación que te pide tu cuenta para continuar.',
        body: <AnswerChallenge respond={respond} label="Respuesta" />,
      };
    default:
      return null;
  }
}

/** Every pending sign-in step of spec §4 after the password: MFA, setup, new password, codes. */
export function ChallengeStep({ flow, step }: { flow: AuthFlow; step: Step }) {
  const respond = useRespond(flow, step.username);
  const view = viewFor(step, respond);
  const back = (
    <p className="text-center text-sm">
      <LinkAction onPress={() => flow.go({ name: 'signIn' })}>Cancelar y volver a iniciar sesión</LinkAction>
    </p>
  );
  if (!view) {
    return (
      <div className="space-y-5">
        <StepHeader title="No pudimos continuar" />
        <FormAlert tone="warning">{authFlowMessages.unsupportedStep}</FormAlert>
        {back}
      </div>
    );
  }
  return (
    <div className="space-y-5">
      <StepHeader title={view.title}>{view.intro}</StepHeader>
      {flow.notice && <FormAlert tone={flow.notice.tone}>{flow.notice.text}</FormAlert>}
      {view.body}
      <p className="text-center text-xs text-slate-500">Por seguridad, este paso vence en 3 minutos.</p>
      {back}
    </div>
  );
}
