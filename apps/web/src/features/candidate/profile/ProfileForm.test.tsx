import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '@portal/shared/candidates/profile';
import { workProfileMessages } from '@portal/shared/messages';
import { SessionContext, type SessionApi } from '@/lib/session/session-context';
import { renderWithProviders } from '@/testing/render';
import { ProfileForm } from './ProfileForm';

const CITIES = [
  { id_ciudad: 11001, nombre_ciudad: 'Bogotá' },
  { id_ciudad: 25286, nombre_ciudad: 'Funza' },
];
const CATEGORY_NAMES = ['Montacargas', 'Bodega', 'Conductor', 'Producción', 'Calidad', 'Empaque'];
const MORE_NAMES = ['Logística', 'Mantenimiento', 'Aseo y servicios generales', 'Construcción', 'Alimentos'];
const CATEGORIES = [...CATEGORY_NAMES, ...MORE_NAMES].map((nombre_categoria, i) => ({
  id_categoria: i + 1,
  nombre_categoria,
}));
const PROFILE: Profile = {
  id_candidato: 7,
  numero_documento: '1020304050',
  primer_nombre: 'Ana',
  segundo_nombre: 'María',
  primer_apellido: 'Rodríguez',
  segundo_apellido: null,
  correo: 'ana.rodriguez@example.co',
  numero_contacto1: '+573001234567',
  fecha_nacimiento: null,
  anios_experiencia: 4,
  certificaciones: [],
  id_ciudad: 25286,
  experiencia: 'Montacarguista en Funza.',
  habilidades: ['Montacargas', 'Inventarios'],
  categorias_experiencia: [1, 2],
  aspiracion_salarial: 2_200_000,
  disponibilidad: 'inmediata',
};

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();
let lists = { cities: CITIES as unknown[], categories: CATEGORIES as unknown[] };
let onPut: (body: Record<string, unknown>) => Response;

beforeEach(() => {
  lists = { cities: CITIES, categories: CATEGORIES };
  onPut = (body) => json({ ...PROFILE, ...body });
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    if (url.startsWith('/api/ObtenerCiudades')) return json(lists.cities);
    if (url.startsWith('/api/ObtenerCategorias')) return json(lists.categories);
    if (init?.method === 'PUT') return onPut(JSON.parse(String(init.body)));
    return json(PROFILE);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

function renderForm() {
  const session = { fetchCandidate: vi.fn(async () => null) } as unknown as SessionApi;
  renderWithProviders(
    <SessionContext.Provider value={session}>
      <ProfileForm />
    </SessionContext.Provider>,
  );
  return screen.findByRole('region', { name: 'Perfil laboral' });
}
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar cambios' }));
const sentBody = () => {
  const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
  return JSON.parse(String(put![1]!.body)) as Record<string, unknown>;
};
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('ProfileForm: Perfil laboral', () => {
  it('opens on what is saved, with the salary in pesos and the experience counted', async () => {
    const section = within(await renderForm());
    expect(section.getByText(/proponerte vacantes/)).toBeTruthy();
    expect((section.getByLabelText('Ciudad donde vives') as HTMLSelectElement).value).toBe('25286');
    expect((section.getByLabelText('Disponibilidad') as HTMLSelectElement).value).toBe('inmediata');
    const group = section.getByRole('group', { name: 'Categorías en las que has trabajado' });
    const checked = within(group)
      .getAllByRole('checkbox')
      .filter((box) => (box as HTMLInputElement).checked);
    expect(checked.map((box) => box.closest('label')!.textContent)).toEqual(['Montacargas', 'Bodega']);
    expect(section.getByText('24 de 600 caracteres')).toBeTruthy();
    expect((section.getByLabelText('Habilidades') as HTMLTextAreaElement).value).toBe(
      'Montacargas\nInventarios',
    );
    const salary = section.getByLabelText('Aspiración salarial (COP)') as HTMLInputElement;
    expect(salary.value).toBe('2.200.000');
    expect(salary.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(salary.getAttribute('aria-describedby')!)!.textContent).toMatch(
      /^Al mes: \$\s2\.200\.000\.$/,
    );
  });

  it('sends every field as the API reads it, and groups the salary once left', async () => {
    await renderForm();
    type('Ciudad donde vives', '11001');
    fireEvent.click(screen.getByLabelText('Bodega'));
    fireEvent.click(screen.getByLabelText('Conductor'));
    type('Cuéntanos tu experiencia', 'Conductor C2, 5 años.');
    expect(screen.getByText('21 de 600 caracteres')).toBeTruthy();
    type('Habilidades', 'Licencia C2, rutas urbanas\nMecánica básica');
    type('Disponibilidad', 'quince_dias');
    const salary = screen.getByLabelText('Aspiración salarial (COP)') as HTMLInputElement;
    fireEvent.change(salary, { target: { value: '2600000' } });
    fireEvent.blur(salary);
    expect(salary.value).toBe('2.600.000');
    save();
    expect(await screen.findByText('Tus datos se guardaron correctamente.')).toBeTruthy();
    expect(sentBody()).toMatchObject({
      id_ciudad: 11001,
      categorias_experiencia: [1, 3],
      experiencia: 'Conductor C2, 5 años.',
      habilidades: ['Licencia C2', 'rutas urbanas', 'Mecánica básica'],
      aspiracion_salarial: 2_600_000,
      disponibilidad: 'quince_dias',
    });
  });

  it.each([
    ['Aspiración salarial (COP)', 'dos millones', workProfileMessages.salary],
    [
      'Habilidades',
      Array.from({ length: 16 }, (_, i) => `Habilidad ${i}`).join(', '),
      workProfileMessages.skills,
    ],
    ['Habilidades', `Inventarios\n${'x'.repeat(61)}`, workProfileMessages.skills],
  ])('shows the shared message under %s and sends nothing', async (label, value, message) => {
    await renderForm();
    type(label, value);
    save();
    await waitFor(() => expect(screen.getByLabelText(label).getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByLabelText(label).getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);
  });

  it('refuses an eleventh category under the group, focused before a later wrong field', async () => {
    await renderForm();
    for (const name of CATEGORIES.slice(2, 11).map((row) => row.nombre_categoria)) {
      fireEvent.click(screen.getByLabelText(name));
    }
    expect(screen.getByText('Elige hasta 10. Elegidas: 11.')).toBeTruthy();
    type('Aspiración salarial (COP)', 'mucho');
    save();
    const group = screen.getByRole('group', { name: 'Categorías en las que has trabajado' });
    expect(await within(group).findByText(workProfileMessages.categories)).toBeTruthy();
    expect(group.getAttribute('aria-describedby')).toContain('-error');
    expect(screen.getByText(workProfileMessages.salary)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(within(group).getAllByRole('checkbox')[0]));
  });

  it('puts the API’s refusal of the city under the city too', async () => {
    onPut = () => json({ code: 'BAD_REQUEST', message: workProfileMessages.unknownCity }, 400);
    await renderForm();
    save();
    const city = screen.getByLabelText('Ciudad donde vives');
    await waitFor(() => expect(city.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getAllByText(workProfileMessages.unknownCity).length).toBeGreaterThanOrEqual(2);
  });

  it('keeps the saved city and categories when the lists fail to load', async () => {
    lists = { cities: [], categories: [] };
    await renderForm();
    expect((screen.getByLabelText('Ciudad donde vives') as HTMLSelectElement).value).toBe('25286');
    save();
    await screen.findByText('Tus datos se guardaron correctamente.');
    expect(sentBody()).toMatchObject({ id_ciudad: 25286, categorias_experiencia: [1, 2] });
  });
});
