import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import type { VacancySearchFilters } from './api';
import { VacancyFilters } from './VacancyFilters';

const catalog = vi.hoisted(() => ({ loaded: true }));
vi.mock('./api', () => ({
  useCities: () =>
    catalog.loaded
      ? { isSuccess: true, data: [{ id_ciudad: 25473, nombre_ciudad: 'Mosquera' }] }
      : { isSuccess: false, data: undefined },
  useCategories: () =>
    catalog.loaded
      ? { isSuccess: true, data: [{ id_categoria: 3, nombre_categoria: 'Bodega' }] }
      : { isSuccess: false, data: undefined },
}));

afterEach(() => {
  cleanup();
  catalog.loaded = true;
});

function renderFilters(initial: VacancySearchFilters = { page: 1 }) {
  const onApply = vi.fn<(filters: VacancySearchFilters) => void>();
  renderWithProviders(<VacancyFilters initial={initial} onApply={onApply} />);
  const form = screen.getByRole('search', { name: 'Buscar vacantes' });
  return { onApply, form, toggle: within(form).getByRole('button', { name: /^Filtros/ }) };
}

describe('VacancyFilters', () => {
  it('keeps the other filters behind a closed "Filtros" button that controls them', () => {
    const { toggle } = renderFilters();
    expect(toggle.textContent).toBe('Filtros');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(within(panel).getByLabelText('Ciudad')).toBeTruthy();
    expect(within(panel).getByLabelText('Salario hasta')).toBeTruthy();
    expect(within(panel).queryByLabelText('Cargo o palabra clave')).toBeNull();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('counts the applied filters other than the text', () => {
    const { toggle, form } = renderFilters({
      page: 1,
      q: 'bodega',
      id_ciudad: 25473,
      tipo_contrato: 'temporal',
    });
    expect(toggle.textContent).toBe('Filtros (2)');
    expect(within(form).getByLabelText<HTMLSelectElement>('Ciudad').value).toBe('25473');
    expect(within(form).getByLabelText<HTMLInputElement>('Cargo o palabra clave').value).toBe('bodega');
  });

  it('keeps the text typed before the cities and categories arrive', () => {
    catalog.loaded = false;
    const { form, toggle } = renderFilters();
    const text = within(form).getByLabelText<HTMLInputElement>('Cargo o palabra clave');
    fireEvent.change(text, { target: { value: 'producción' } });
    catalog.loaded = true;
    fireEvent.click(toggle); // any render after the lists arrive
    expect(screen.queryByRole('option', { name: 'Mosquera' })).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>('Cargo o palabra clave').value).toBe('producción');
  });

  it('applies every field on Buscar, puts a reversed salary range right and closes the filters', () => {
    const { toggle, form, onApply } = renderFilters();
    fireEvent.click(toggle);
    fireEvent.change(within(form).getByLabelText('Cargo o palabra clave'), {
      target: { value: ' montacargas ' },
    });
    fireEvent.change(within(form).getByLabelText('Categoría'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('Salario desde'), { target: { value: '3000000' } });
    fireEvent.change(within(form).getByLabelText('Salario hasta'), { target: { value: '1800000' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Buscar' }));
    expect(onApply).toHaveBeenCalledWith({
      q: 'montacargas',
      id_ciudad: undefined,
      id_categoria: 3,
      salario_min: 1_800_000,
      salario_max: 3_000_000,
      tipo_contrato: undefined,
      page: 1,
    });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('clears every field with Limpiar filtros', () => {
    const { form, onApply } = renderFilters({ page: 2, id_ciudad: 25473 });
    fireEvent.click(within(form).getByRole('button', { name: 'Limpiar filtros' }));
    expect(onApply).toHaveBeenCalledWith({ page: 1 });
  });
});
