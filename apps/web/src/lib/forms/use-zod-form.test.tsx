import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { useZodForm } from './use-zod-form';

afterEach(cleanup);

const schema = z.object({ nombre: z.string().min(1, 'Escribe el nombre.') });

function Form() {
  const { form, failure, submitWith } = useZodForm(schema, { defaultValues: { nombre: 'Ana' } });
  const submit = submitWith(
    () => 'El servidor no respondió.',
    async () => {
      throw new Error('caído');
    },
  );
  return (
    <form onSubmit={submit}>
      <input aria-label="Nombre" {...form.register('nombre')} />
      {form.formState.errors.nombre && <p>{form.formState.errors.nombre.message}</p>}
      {failure && <p role="alert">{failure.message}</p>}
      <button type="submit">Enviar</button>
    </form>
  );
}

describe('useZodForm', () => {
  it('clears the last call’s error when a new attempt fails validation', async () => {
    render(<Form />);
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect((await screen.findByRole('alert')).textContent).toBe('El servidor no respondió.');
    fireEvent.change(screen.getByLabelText('Nombre'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Escribe el nombre.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
