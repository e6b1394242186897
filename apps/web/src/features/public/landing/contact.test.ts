import { describe, expect, it } from 'vitest';
import { mailtoHref } from './contact';

describe('mailtoHref', () => {
  it('fills the subject, encoded', () => {
    expect(mailtoHref('soporte@portaldeempleo.co', 'Quiero pedir personal')).toBe(
      'mailto:soporte@portaldeempleo.co?subject=Quiero%20pedir%20personal',
    );
    expect(mailtoHref('a@b.co', 'Órdenes & más')).toBe('mailto:a@b.co?subject=%C3%93rdenes%20%26%20m%C3%A1s');
  });
});
