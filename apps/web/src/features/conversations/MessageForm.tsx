import { useState } from 'react';
import { z } from 'zod';
import {
  conversationMessages as text,
  MESSAGE_MAX_CHARS,
  proposedDateSchema,
  sendMessageBodySchema,
} from '@portal/shared/conversations';
import { Button } from '@/components/ui/Button';
import { FileField } from '@/components/ui/FileField';
import { FormAlert } from '@/components/ui/FormAlert';
import { TextAreaField } from '@/components/ui/TextAreaField';
import { TextField } from '@/components/ui/TextField';
import { apiErrorMessage } from '@/lib/api-client';
import { useZodForm } from '@/lib/forms/use-zod-form';
import type { ConversationArea } from './api';
import { useSendMessage } from './api';

// The form's date is a text field: empty means no proposal.
const formSchema = sendMessageBodySchema.omit({ adjunto_url: true }).extend({
  fecha_propuesta: z.union([z.literal('').transform(() => undefined), proposedDateSchema]),
});

interface MessageFormProps {
  area: ConversationArea;
  processId: number;
  /** Whether a start date may be proposed (an order line). */
  allowsDate: boolean;
  onSent(message: string): void;
}

/** Write a message, with an optional file and, on an order line, another start date to propose. */
export function MessageForm({ area, processId, allowsDate, onSent }: MessageFormProps) {
  const send = useSendMessage(area, processId);
  const [file, setFile] = useState<File | null>(null);
  const [resetKey, setResetKey] = useState(0);
  const { form, failure, submitWith } = useZodForm(formSchema, {
    defaultValues: { texto: '', fecha_propuesta: '' },
  });
  const { register, formState, reset } = form;
  const submit = submitWith(
    (error) => apiErrorMessage(error, 'No pudimos enviar el mensaje. Intenta de nuevo.'),
    async (values) => {
      const answer = await send.mutateAsync({ body: values, file });
      reset();
      setFile(null);
      setResetKey((key) => key + 1);
      onSent(answer.message);
    },
  );
  return (
    <form onSubmit={submit} noValidate className="space-y-3 border-t border-slate-200 pt-4">
      {failure && <FormAlert tone="error">{failure.message}</FormAlert>}
      <TextAreaField
        label={text.textLabel}
        rows={3}
        maxLength={MESSAGE_MAX_CHARS}
        registration={register('texto')}
        error={formState.errors.texto}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        {allowsDate && (
          <TextField
            label={text.dateLabel}
            type="date"
            registration={register('fecha_propuesta')}
            error={formState.errors.fecha_propuesta}
          />
        )}
        <FileField
          label={text.attachLabel}
          hint="Por ejemplo, el perfil del cargo o el reglamento."
          onFile={setFile}
          resetKey={resetKey}
        />
      </div>
      <div className="flex justify-end">
        <Button type="submit" isLoading={formState.isSubmitting} className="w-full sm:w-auto">
          {text.send}
        </Button>
      </div>
    </form>
  );
}
