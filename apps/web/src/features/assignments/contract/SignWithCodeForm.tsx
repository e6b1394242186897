import { useState } from 'react';
import type { z } from 'zod';
import {
  agencySignBodySchema,
  SIGNING_CONSENT,
  signingMessages as messages,
  workerSignBodySchema,
} from '@portal/shared/contracts/signing';
import { Button } from '@/components/ui/Button';
import { CheckboxField } from '@/components/ui/CheckboxField';
import { FormDialogActions } from '@/components/ui/Dialog';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';

type AgencySign = z.infer<typeof agencySignBodySchema>;

interface SignWithCodeFormProps {
  /** The agency's representative also writes their document number, for the evidence. */
  signer: 'worker' | 'agency';
  sendCode(): Promise<{ message: string }>;
  sign(values: AgencySign): Promise<{ message: string }>;
  onCancel(): void;
  onSigned(message: string): void;
}

/**
 * Two steps on one form: ask for the code (it goes to the signer's mail), then type it and accept
 * the consent to sign. The code request can be repeated; the API limits how often.
 */
export function SignWithCodeForm({ signer, sendCode, sign, onCancel, onSigned }: SignWithCodeFormProps) {
  const schema = signer === 'agency' ? agencySignBodySchema : workerSignBodySchema;
  const { form, failure, submitWith } = useZodForm(schema as typeof agencySignBodySchema);
  const { register, formState } = form;
  const [sent, setSent] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  const requestCode = async () => {
    setSending(true);
    setSendError(null);
    try {
      setSent((await sendCode()).message);
    } catch (error) {
      setSendError(apiErrorMessage(error, 'No pudimos enviar el código. Intenta de nuevo.'));
    } finally {
      setSending(false);
    }
  };
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos firmar el contrato. Intenta de nuevo.'),
    async (values) => onSigned((await sign(values)).message),
  );
  return (
    <form onSubmit={submit} noValidate className="mt-4 space-y-4">
      {sendError && <FormAlert tone="error">{sendError}</FormAlert>}
      {sent && <FormAlert tone="info">{sent}</FormAlert>}
      <Button variant={sent ? 'secondary' : 'primary'} onPress={() => void requestCode()} isLoading={sending}>
        {sent ? 'Enviarme otro código' : 'Enviarme el código para firmar'}
      </Button>
      {sent && (
        <>
          {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
          <TextField
            label="Código de 6 dígitos"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            registration={register('codigo')}
            error={formState.errors.codigo}
          />
          {signer === 'agency' && (
            <TextField
              label="Tu número de documento"
              inputMode="numeric"
              hint="Queda en la evidencia de la firma, junto a tu nombre."
              registration={register('documento')}
              error={formState.errors.documento}
            />
          )}
          <CheckboxField
            label={SIGNING_CONSENT}
            {...register('acepto')}
            error={formState.errors.acepto?.message}
          />
          <FormDialogActions
            onCancel={onCancel}
            submitLabel="Firmar contrato"
            isSubmitting={formState.isSubmitting}
          />
        </>
      )}
      {!sent && (
        <>
          <p className="text-sm text-slate-600">{messages.codeExplainer}</p>
          <Button variant="secondary" onPress={onCancel}>
            Cancelar
          </Button>
        </>
      )}
    </form>
  );
}
