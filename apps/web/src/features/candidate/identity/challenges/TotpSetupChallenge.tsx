import type { SignInNextStep } from '@/lib/session/session-context';
import { TotpSecret } from '../TotpSecret';
import { CodeChallenge } from './CodeChallenge';
import type { Respond } from './use-respond';

type TotpSetupDetails = Extract<
  SignInNextStep,
  { signInStep: 'CONTINUE_SIGN_IN_WITH_TOTP_SETUP' }
>['totpSetupDetails'];

/** The issuer shown in authenticator apps. */
export const TOTP_ISSUER = 'Portal de Empleo';

/** MFA_SETUP with TOTP during sign-in: scan or type the key, then confirm a first code. */
export function TotpSetupChallenge({
  respond,
  details,
  username,
}: {
  respond: Respond;
  details: TotpSetupDetails;
  username: string;
}) {
  return (
    <div className="space-y-5">
      <TotpSecret
        secret={details.sharedSecret}
        setupUri={details.getSetupUri(TOTP_ISSUER, username).toString()}
      />
      <CodeChallenge respond={respond} submitLabel="Activar y continuar" />
    </div>
  );
}
