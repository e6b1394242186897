import { policyPath } from '@portal/shared/consents/policies';

/**
 * The privacy policy, opened in another tab so a half-filled form is not lost; shown beside every
 * authorization a candidate is asked for.
 */
export function PrivacyPolicyLink() {
  return (
    <a
      href={policyPath('privacidad')}
      target="_blank"
      rel="noopener"
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900"
    >
      Leer la Política de Privacidad (se abre en otra pestaña)
    </a>
  );
}
