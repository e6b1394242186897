import { useState } from 'react';
import { useForm, type FieldValues, type UseFormProps } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import './zod-spanish';

/**
 * react-hook-form with a zod schema, plus the form-level error a failed call leaves. One hook for
 * every form of the portal (candidate sign-in flows, staff sign-in, users).
 */
export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues>(
  schema: z.ZodType<TOutput, TInput>,
  {
    onAttempt,
    ...options
  }: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> & {
    /** Called as each new attempt starts: clears messages kept outside the form (a step's notice). */
    onAttempt?(): void;
  } = {},
) {
  const form = useForm<TInput, unknown, TOutput>({
    ...options,
    resolver: zodResolver(schema),
    shouldFocusError: true,
  });
  const [failure, setFailure] = useState<{ error: unknown; message: string } | null>(null);
  /** What the last attempt left on screen goes as a new one starts. */
  const clearMessages = () => {
    setFailure(null);
    onAttempt?.();
  };

  /** Runs a call; a thrown error becomes the form's message. Resolves false when it failed. */
  const attempt = async (toMessage: (error: unknown) => string, action: () => Promise<unknown>) => {
    clearMessages();
    try {
      await action();
      return true;
    } catch (error) {
      console.warn(error);
      setFailure({ error, message: toMessage(error) });
      return false;
    }
  };

  /**
   * A submit handler: validated values, then the call under `attempt`. A new attempt clears the last
   * call's error (and `onAttempt`'s messages) first, so it never sits next to a new field error or the
   * new outcome (issue 9 item 16).
   */
  const submitWith = (
    toMessage: (error: unknown) => string,
    action: (values: TOutput) => Promise<unknown>,
  ) => {
    const handler = form.handleSubmit((values) =>
      attempt(toMessage, () => action(values)).then(() => undefined),
    );
    return (event?: React.BaseSyntheticEvent) => {
      clearMessages();
      return handler(event);
    };
  };

  return { form, failure, setFailure, attempt, submitWith };
}
