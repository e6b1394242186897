import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { VacancyDetail as Vacancy } from '@portal/shared/vacancies/public';
import { VacancyDetail } from './VacancyDetail';

afterEach(cleanup);

const vacancy = (descripcion: string): Vacancy => ({
  id_vacante: 30,
  titulo: 'Auxiliar de bodega',
  empresa: 'Logística Andina',
  id_ciudad: 11001,
  nombre_ciudad: 'Bogotá',
  departamento: 'Bogotá D.C.',
  id_categoria: 2,
  nombre_categoria: 'Bodega',
  salario: 1_800_000,
  turno: 'Rotativo',
  tipo_contrato: 'temporal',
  cantidad_vacantes: 2,
  fecha_publicacion: new Date().toISOString(),
  fecha_cierre: '2099-12-31',
  estado: 'abierta',
  descripcion,
  requisitos: ['Bachiller'],
  lugar: 'Centro de distribución',
  espacios: [],
});

const description = () => screen.getByRole('region', { name: 'Qué harás' });

describe('vacancy description', () => {
  it('keeps the blank lines staff typed as paragraphs, and single line breaks', () => {
    render(
      <VacancyDetail
        vacancy={vacancy('Recibo de mercancía.\r\n\r\nTurnos rotativos.\nDotación completa.\n \n\nFin.')}
        apply={null}
      />,
    );
    const paragraphs = within(description())
      .getAllByText(/./, { selector: 'p' })
      .map((p) => p.textContent);
    expect(paragraphs).toEqual(['Recibo de mercancía.', 'Turnos rotativos.\nDotación completa.', 'Fin.']);
  });

  it('shows markup as text, never as HTML', () => {
    render(<VacancyDetail vacancy={vacancy('<b>Hola</b>\n\n<img src=x onerror="alert(1)">')} apply={null} />);
    expect(description().querySelector('b, img')).toBeNull();
    expect(within(description()).getByText('<b>Hola</b>')).toBeTruthy();
  });
});
