import { describe, expect, it } from 'vitest';
import { CONTRACT_FIELDS, fieldsOf, renderContract } from './template';

const template = `# Contrato de trabajo por obra o labor

Entre **{{empleador}}** y **{{trabajador}}**, identificado con C.C. {{documento}}, para el cargo de
{{cargo}} en {{empresa_usuaria}}, desde el {{inicio}}, con un salario de {{salario}}.
Firma: {{ trabajador }}.`;

describe('contract templates', () => {
  it('names its fields once, in order, and the names that are not fields', () => {
    expect(fieldsOf(`${template} {{sueldo}} {{sueldo}}`)).toEqual({
      fields: ['empleador', 'trabajador', 'documento', 'cargo', 'empresa_usuaria', 'inicio', 'salario'],
      unknown: ['sueldo'],
    });
  });

  it('fills every field, accents and all, spaces inside the braces or not', () => {
    const rendered = renderContract(template, {
      empleador: 'Temporales Andinos S.A.S.',
      trabajador: 'María José Peña Muñoz',
      documento: '1020304050',
      cargo: 'Auxiliar de bodega',
      empresa_usuaria: 'Logística Andina S.A.S.',
      inicio: '1 de diciembre de 2026',
      salario: '$ 1.900.000',
    });
    expect(rendered.ok && rendered.text).toContain(
      'Entre **Temporales Andinos S.A.S.** y **María José Peña Muñoz**',
    );
    expect(rendered.ok && rendered.text).toContain('Firma: María José Peña Muñoz.');
    expect(rendered.ok && rendered.text).not.toMatch(/\{\{/);
  });

  it('never leaves a blank: missing or empty fields are named by their label', () => {
    const rendered = renderContract(template, {
      empleador: 'Temporales Andinos S.A.S.',
      trabajador: '  ',
      cargo: 'Auxiliar',
    });
    expect(rendered).toEqual({
      ok: false,
      missing: [
        CONTRACT_FIELDS.trabajador,
        CONTRACT_FIELDS.documento,
        CONTRACT_FIELDS.empresa_usuaria,
        CONTRACT_FIELDS.inicio,
        CONTRACT_FIELDS.salario,
      ],
    });
  });
});
