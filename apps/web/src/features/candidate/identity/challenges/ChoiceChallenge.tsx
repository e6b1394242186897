import { useState } from 'react';
import { PlainButton } from '@/components/ui/PlainButton';
import { confirmationErrorMessage } from '../auth-errors';
import { FormAlert } from '@/components/ui/FormAlert';
import type { Respond } from './use-respond';

export interface Choice {
  value: string;
  label: string;
  description: string;
}

/** Picks one method (MFA selection, MFA setup selection, first factor); each is one button. */
export function ChoiceChallenge({ respond, choices }: { respond: Respond; choices: Choice[] }) {
  const [pending, setPending] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const choose = async (value: string) => {
    setPending(value);
    setFailure(null);
    try {
      await respond(value);
    } catch (error) {
      console.warn(error);
      setFailure(confirmationErrorMessage(error));
    } finally {
      setPending(null);
    }
  };

  return (
    <div className="space-y-3">
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      <ul className="space-y-3">
        {choices.map((choice) => (
          <li key={choice.value}>
            <PlainButton
              variant="secondary"
              className="w-full flex-col items-start! py-3! text-left"
              isLoading={pending === choice.value}
              isDisabled={pending !== null && pending !== choice.value}
              onPress={() => void choose(choice.value)}
            >
              <span className="text-base">{choice.label}</span>
              <span className="font-normal text-slate-600">{choice.description}</span>
            </PlainButton>
          </li>
        ))}
      </ul>
    </div>
  );
}
