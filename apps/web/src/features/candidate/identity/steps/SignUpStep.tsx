import { CONSENT_TEXTS, signUpConsentMetadata } from '@portal/shared/consents/consents';
import { PlainButton } from '@/components/ui/PlainButton';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { ContactFields, NameFields } from '@/components/forms/PersonalDataFields';
import { PrivacyPolicyLink } from '@/components/ui/PrivacyPolicyLink';
import { loadAuth } from '@/lib/amplify';
import { isUsernameTaken, registrationErrorMessage } from '../auth-errors';
import { normalizePhone } from '@portal/shared/contact';
import { signUpSchema, type SignUpValues } from '../schemas';
import type { AuthFlow } from '../use-auth-flow';
import { FormAlert } from '@/components/ui/FormAlert';
import { LinkAction } from '../ui/LinkAction';
import { StepHeader } from '../ui/StepHeader';
import { TextField } from '@/components/ui/TextField';
import { useZodForm } from '@/lib/forms/use-zod-form';

async function register(values: SignUpValues) {
  const { signUp } = await loadAuth();
  return signUp({
    username: values.username,
    password: values.password,
    options: {
      userAttributes: {
        email: values.email,
        ...(normalizePhone(values.phone) ? { phone_number: normalizePhone(values.phone)! } : {}),
        name: `${values.firstName} ${values.lastName}`,
        // Apart as well, so "María José" stays the first name instead of being split (issue 9 item 19).
        given_name: values.firstName,
        family_name: values.lastName,
      },
      // Read by the pre-sign-up trigger, which records each box with the policy version as proof.
      clientMetadata: signUpConsentMetadata(values),
      autoSignIn: true,
    },
  });
}

/** "Crear contraseña": the candidate's first sign-up with the identity provider (spec §3, §5). */
export function SignUpStep({ flow }: { flow: AuthFlow }) {
  const { form, failure, submitWith } = useZodForm(signUpSchema, {
    defaultValues: {
      username: flow.username,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      tratamiento: false,
      compartir: false,
      alertas: false,
    },
  });
  const { register: field, formState } = form;
  const errors = formState.errors;

  const submit = submitWith(registrationErrorMessage, async (values) => {
    const { username, password } = values;
    const { isSignUpComplete, nextStep } = await register(values);
    if (isSignUpComplete) return flow.signInAfterConfirmation(username, password);
    const destination =
      'codeDeliveryDetails' in nextStep ? nextStep.codeDeliveryDetails?.destination : undefined;
    flow.go({ name: 'confirmSignUp', username, password, destination });
  });

  return (
    <form onSubmit={submit} noValidate className="space-y-5">
      <StepHeader title="Crea tu contraseña">
        Regístrate con tu número de documento. Te enviaremos un código a tu correo para confirmar la cuenta.
      </StepHeader>
      {failure && (
        <FormAlert tone="error">
          {failure.message}
          {isUsernameTaken(failure.error) && (
            <LinkAction onPress={() => flow.go({ name: 'forgotPassword' })}>Recuperar contraseña</LinkAction>
          )}
        </FormAlert>
      )}
      <TextField
        label="Número de documento"
        inputMode="numeric"
        autoComplete="username"
        registration={field('username')}
        error={errors.username}
      />
      <div className="grid gap-5 sm:grid-cols-2">
        <NameFields
          firstName={{ registration: field('firstName'), error: errors.firstName }}
          lastName={{ registration: field('lastName'), error: errors.lastName }}
        />
      </div>
      <ContactFields
        email={{ registration: field('email'), error: errors.email }}
        phone={{ registration: field('phone'), error: errors.phone }}
      />
      <TextField
        label="Contraseña"
        type="password"
        autoComplete="new-password"
        hint="Mínimo 8 caracteres, sin espacios al inicio ni al final."
        registration={field('password')}
        error={errors.password}
      />
      <fieldset className="space-y-1">
        <legend className="mb-1 text-sm font-medium text-slate-800">Autorizaciones</legend>
        <CheckboxField
          label={CONSENT_TEXTS.tratamiento}
          detail={<PrivacyPolicyLink />}
          error={errors.tratamiento?.message}
          {...field('tratamiento')}
        />
        <CheckboxField label={`${CONSENT_TEXTS.compartir} (opcional)`} {...field('compartir')} />
        <CheckboxField label={`${CONSENT_TEXTS.alertas} (opcional)`} {...field('alertas')} />
      </fieldset>
      <PlainButton type="submit" className="w-full" isLoading={formState.isSubmitting}>
        Crear contraseña
      </PlainButton>
      <p className="border-t border-slate-200 pt-5 text-center text-sm text-slate-600">
        ¿Ya tienes contraseña?{' '}
        <LinkAction onPress={() => flow.go({ name: 'signIn' })}>Inicia sesión</LinkAction>
      </p>
    </form>
  );
}
