import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './ConfirmDialog';
import { EmptyState } from './EmptyState';
import { LoadError } from './LoadError';
import { Stepper, stepProgress } from './Stepper';
import { Tabs } from './Tabs';

afterEach(cleanup);

describe('ConfirmDialog', () => {
  it('is an alertdialog named by its title, with focus on Cancelar', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(
      <ConfirmDialog title="¿Eliminar?" confirmLabel="Eliminar" onConfirm={onConfirm} onCancel={onCancel}>
        archivo.pdf
      </ConfirmDialog>,
    );
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar?' });
    expect(dialog.textContent).toContain('archivo.pdf');
    expect(document.activeElement?.textContent).toBe('Cancelar');
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });
});

describe('Stepper', () => {
  it('computes progress as step × 100 / (stages − 1) (spec §4)', () => {
    expect([0, 1, 2, 3].map((step) => stepProgress(step, 4))).toEqual([0, 33, 67, 100]);
  });

  it('marks the current step and the done ones, not by colour alone', () => {
    const onSelect = vi.fn();
    render(
      <Stepper
        label="Proceso"
        steps={['Uno', 'Dos', 'Tres']}
        current={1}
        outcomes={[{ state: 'done', label: 'Completado' }]}
        onSelect={onSelect}
      />,
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    const current = screen.getByText('Dos').closest('li');
    expect(current?.getAttribute('aria-current')).toBe('step');
    expect(screen.getByRole('button', { name: /^Uno ?\(completado\)$/ })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Tres/ }));
    expect(onSelect).toHaveBeenCalledWith(2);
  });

  it('shows each step by its outcome, not by being before the current one', () => {
    render(
      <Stepper
        label="Proceso"
        steps={['Uno', 'Dos', 'Tres', 'Cuatro']}
        current={3}
        outcomes={[{ state: 'failed', label: 'Rechazada' }, null, { state: 'done', label: 'Completado' }]}
      />,
    );
    expect(screen.getByText('Uno').textContent).toBe('Uno (rechazada)');
    // Passed, but nothing came of it: it keeps its number and claims nothing.
    expect(screen.getByText('Dos').textContent).toBe('Dos');
    expect(screen.getByText('Dos').previousElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Tres').textContent).toBe('Tres (completado)');
    expect(screen.queryAllByText(/completado|rechazada/)).toHaveLength(2);
  });
});

describe('Tabs', () => {
  it('shows the selected panel and tells which tab was chosen', () => {
    const onSelect = vi.fn();
    const tabs = [
      { id: 'a', label: 'Datos', content: <p>Panel de datos</p> },
      { id: 'b', label: 'Postulaciones', content: <p>Panel de postulaciones</p> },
    ];
    const { rerender } = render(<Tabs label="Vacante" tabs={tabs} selected="a" onSelect={onSelect} />);
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel de datos');
    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Postulaciones' }));
    fireEvent.click(screen.getByRole('tab', { name: 'Postulaciones' }));
    fireEvent.pointerDown(screen.getByRole('tab', { name: 'Postulaciones' }));
    expect(onSelect).toHaveBeenCalledWith('b');
    rerender(<Tabs label="Vacante" tabs={tabs} selected="b" onSelect={onSelect} />);
    expect(screen.getByRole('tab', { name: 'Postulaciones' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').textContent).toBe('Panel de postulaciones');
  });
});

describe('EmptyState', () => {
  it('announces what is missing and offers the way forward', () => {
    render(<EmptyState title="Sin resultados" action={<button type="button">Limpiar filtros</button>} />);
    expect(screen.getByRole('status').textContent).toContain('Sin resultados');
    expect(screen.getByRole('button', { name: 'Limpiar filtros' })).toBeTruthy();
  });
});

describe('LoadError', () => {
  it('is an alert that says what failed and retries on Reintentar', () => {
    const onRetry = vi.fn();
    render(
      <LoadError title="No pudimos cargar el historial." onRetry={onRetry} isRetrying={false}>
        Revisa tu conexión.
      </LoadError>,
    );
    expect(screen.getByRole('alert').textContent).toContain(
      'No pudimos cargar el historial.Revisa tu conexión.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('while retrying keeps the focus on its button and ignores presses', () => {
    const onRetry = vi.fn();
    render(<LoadError title="No pudimos cargar." onRetry={onRetry} isRetrying />);
    const button = screen.getByRole('button', { name: 'Cargando...' });
    button.focus();
    expect(button.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(button);
    expect(onRetry).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(button);
  });
});
