import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useEffect } from 'react';
import { CART_ALERT_DURATION_MS } from '@portal/shared/constants';
import { AlertsProvider } from './AlertsProvider';
import { useAlerts, type AlertInput } from './alerts-context';

function Trigger({ alert }: { alert: AlertInput }) {
  const { showAlert } = useAlerts();
  useEffect(() => void showAlert(alert), [alert, showAlert]);
  return null;
}

function renderAlert(alert: AlertInput) {
  render(
    <AlertsProvider>
      <Trigger alert={alert} />
    </AlertsProvider>,
  );
}

describe('alerts', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes after 6 s by default', () => {
    renderAlert({ type: 'success', message: 'Documento subido con éxito.' });
    expect(screen.getByText('Documento subido con éxito.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(5999));
    expect(screen.queryByText('Documento subido con éxito.')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Documento subido con éxito.')).toBeNull();
  });

  it('cart alerts close after 3 s', () => {
    renderAlert({ type: 'success', message: 'Item agregado', durationMs: CART_ALERT_DURATION_MS });
    act(() => vi.advanceTimersByTime(3000));
    expect(screen.queryByText('Item agregado')).toBeNull();
  });

  it('stays until confirmed when confirmation is required', () => {
    renderAlert({ type: 'warning', message: 'Confirma', requiresConfirmation: true });
    act(() => vi.advanceTimersByTime(60_000));
    expect(screen.getByText('Confirma')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Aceptar' }).click());
    expect(screen.queryByText('Confirma')).toBeNull();
  });

  it('announces errors with role alert', () => {
    renderAlert({ type: 'error', message: 'No se pudo eliminar el documento.' });
    expect(screen.getByRole('alert').textContent).toContain('No se pudo eliminar el documento.');
  });

  it('shows the newest three at once, in the top layer that modals leave readable', () => {
    function Many() {
      const { showAlert } = useAlerts();
      useEffect(() => {
        for (const n of [1, 2, 3, 4]) showAlert({ type: 'info', message: `Aviso ${n}` });
      }, [showAlert]);
      return null;
    }
    render(
      <AlertsProvider>
        <Many />
      </AlertsProvider>,
    );
    expect(screen.queryByText('Aviso 1')).toBeNull();
    const shown = screen.getAllByRole('status');
    expect(shown.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Aviso 2'),
      expect.stringContaining('Aviso 3'),
      expect.stringContaining('Aviso 4'),
    ]);
    expect(shown[0]!.parentElement!.dataset.reactAriaTopLayer).toBe('true');
  });
});
