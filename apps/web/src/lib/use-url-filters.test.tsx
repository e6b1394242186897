import { act, fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { useUrlFilters } from './use-url-filters';

function Filters() {
  const { change } = useUrlFilters(['registro']);
  return (
    <button
      type="button"
      onClick={() => {
        // A select and the first keystroke in the next field, before the address re-renders.
        change('entidad', 'vacante');
        change('registro', '4');
      }}
    >
      Filtrar
    </button>
  );
}

describe('useUrlFilters', () => {
  it('keeps both of two quick changes, the second built on the first', async () => {
    const { router } = renderWithProviders(<Filters />, { path: '/dashboard/auditoria?page=2' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Filtrar' })));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('entidad')).toBe('vacante');
    expect(params.get('registro')).toBe('4');
    expect(params.get('page')).toBeNull();
  });
});
