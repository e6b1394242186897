import { useQuery } from '@tanstack/react-query';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CatalogueJob } from '@portal/shared/orders/client';
import { renderWithProviders } from '@/testing/render';
import { cartQuery } from './api';
import { ConfigurePositionDialog } from './ConfigurePositionDialog';

const job: CatalogueJob = {
  id: 5,
  name: 'Operador de montacargas',
  description: 'Montacargas eléctrico, turnos rotativos.',
  salario: 2_050_000,
  salario_max: 2_500_000,
  category: 'Montacargas',
  id_categoria: 1,
  image: '/img/montacargas.webp',
};
const cart: Cart = {
  selectedCategory: 'Montacargas',
  items: [
    {
      ...job,
      quantity: 7,
      customSalary: 2_300_000,
      experienceLevel: 'Avanzado',
      selectedSkills: [],
      workType: 'Rotativo',
      startDate: '2099-01-15',
      jobDescription: 'Turno de noche en la bodega norte',
      requiresTravel: false,
      flexibleHours: true,
      location: 'Campo',
      cityId: 11001,
      schedule: '22:00 a 6:00',
      nombre_ciudad: 'Bogotá',
    },
  ],
};

// The network is the edge: the cart holds this position, configured.
function answer(url: string) {
  if (url.includes('/client/cart')) return cart;
  if (url.includes('ObtenerCiudades')) return [{ id_ciudad: 11001, nombre_ciudad: 'Bogotá' }];
  return [];
}
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** As on the catalogue screen: the dialog opens once the cart is known. */
function OnceTheCartIsKnown() {
  const loaded = useQuery(cartQuery).data;
  return loaded ? <ConfigurePositionDialog job={job} smmlv={1_750_905} onClose={() => {}} /> : null;
}

describe('ConfigurePositionDialog', () => {
  it('opens a position already in the cart with what was configured for it', async () => {
    vi.stubGlobal('fetch', async (url: string) => new Response(JSON.stringify(answer(String(url)))));
    renderWithProviders(<OnceTheCartIsKnown />);
    const quantity = (await screen.findByLabelText('Cantidad de personas')) as HTMLInputElement;
    expect(quantity.value).toBe('7');
    expect((screen.getByLabelText(/Salario mensual/) as HTMLInputElement).value).toBe('2300000');
    expect((screen.getByLabelText('Horario del turno') as HTMLInputElement).value).toBe('22:00 a 6:00');
    expect((screen.getByLabelText('Descripción del trabajo') as HTMLTextAreaElement).value).toBe(
      'Turno de noche en la bodega norte',
    );
  }, 60_000);
});
