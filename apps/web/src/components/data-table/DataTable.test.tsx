import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render';
import { DataTable, type DataColumn } from './DataTable';

interface Person {
  id: number;
  name: string;
  age: number;
}

const people: Person[] = Array.from({ length: 25 }, (_, index) => ({
  id: index + 1,
  name: `Persona ${String(index + 1).padStart(2, '0')}`,
  age: 60 - index,
}));
const columns: DataColumn<Person>[] = [
  { id: 'nombre', header: 'Nombre', cell: (row) => row.name, sortValue: (row) => row.name },
  { id: 'edad', header: 'Edad', cell: (row) => String(row.age), sortValue: (row) => row.age },
  { id: 'acciones', header: 'Acciones', cell: () => 'editar' },
];

function Table({ selectable = false }: { selectable?: boolean }) {
  const [selected, setSelected] = useState({});
  return (
    <>
      <DataTable
        caption="Personas"
        rows={people}
        columns={columns}
        getRowId={(row) => String(row.id)}
        rowLabel={(row) => row.name}
        renderCard={(row) => row.name}
        pageSize={10}
        selection={selectable ? { selected, onChange: setSelected } : undefined}
      />
      <output>{Object.keys(selected).join(',')}</output>
    </>
  );
}

const bodyNames = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

afterEach(cleanup);

describe('DataTable', () => {
  it('pages the rows and keeps the page in the address', () => {
    const { router } = renderWithProviders(<Table />);
    expect(bodyNames()).toHaveLength(10);
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Siguiente' }));
    expect(router.state.location.search).toBe('?page=2');
    expect(bodyNames()[0]).toBe('Persona 11');
  });

  it('sorts by a header click, ascending then descending, and says so with aria-sort', () => {
    const { router } = renderWithProviders(<Table />, { path: '/?page=3' });
    const ageHeader = screen.getByRole('columnheader', { name: /Edad/ });
    fireEvent.click(within(ageHeader).getByRole('button'));
    expect(router.state.location.search).toBe('?orden=edad');
    expect(ageHeader.getAttribute('aria-sort')).toBe('ascending');
    expect(bodyNames()[0]).toBe('Persona 25');
    fireEvent.click(within(ageHeader).getByRole('button'));
    expect(router.state.location.search).toBe('?orden=-edad');
    expect(bodyNames()[0]).toBe('Persona 01');
  });

  it('clamps a page past the end to the last page', () => {
    renderWithProviders(<Table />, { path: '/?page=99' });
    expect(screen.getByText('Página 3 de 3')).toBeTruthy();
    expect(bodyNames()).toHaveLength(5);
  });

  it('selects rows one by one or the whole page, for bulk actions', () => {
    renderWithProviders(<Table selectable />);
    const table = screen.getByRole('table');
    act(() => fireEvent.click(within(table).getByLabelText('Seleccionar a Persona 03')));
    expect(document.querySelector('output')?.textContent).toBe('3');
    act(() => fireEvent.click(within(table).getByLabelText('Seleccionar todos los de esta página')));
    expect(document.querySelector('output')?.textContent?.split(',')).toHaveLength(10);
  });
});
