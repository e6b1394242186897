import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleVacancy } from '@/testing/sample-vacancy';
import { VacancyDetail } from './VacancyDetail';

afterEach(cleanup);

const vacancy = (descripcion: string) => sampleVacancy({ descripcion });

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
