import { useState } from 'react';
import { CONSENT_TEXTS, PRIVACY_POLICY_VERSION } from '@portal/shared/consents/consents';
import { consentMessages } from '@portal/shared/messages';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormAlert } from '@/components/ui/FormAlert';
import { PrivacyPolicyLink } from '@/components/ui/PrivacyPolicyLink';
import { useChangeConsent } from './api';

/** The processing authorization asked again, for the policy version in force (Ley 1581, art. 9). */
export function RenewConsent() {
  const change = useChangeConsent();
  const [ticked, setTicked] = useState(false);
  const [missing, setMissing] = useState(false);

  const accept = () => {
    if (!ticked) return setMissing(true);
    change.mutate({ tipo: 'tratamiento', otorgado: true, politica_version: PRIVACY_POLICY_VERSION });
  };

  return (
    <div className="mx-auto w-full max-w-2xl px-4 py-8 sm:px-6">
      <title>{`${consentMessages.renewalTitle} | Portal de Empleo`}</title>
      <section className="space-y-5 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
        <h1 className="text-2xl font-bold text-brand-900">{consentMessages.renewalTitle}</h1>
        <p className="text-slate-700">{consentMessages.renewalBody}</p>
        {change.error && <FormAlert tone="error">{change.error.message}</FormAlert>}
        <CheckboxField
          label={CONSENT_TEXTS.tratamiento}
          detail={<PrivacyPolicyLink />}
          error={missing && !ticked ? consentMessages.renewalRequired : undefined}
          checked={ticked}
          onChange={(event) => setTicked(event.target.checked)}
        />
        <Button className="w-full sm:w-auto" isLoading={change.isPending} onPress={accept}>
          {consentMessages.renewalAccept}
        </Button>
      </section>
    </div>
  );
}
