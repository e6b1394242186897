import { describe, expect, it } from 'vitest';
import { companyCore, foldName, namesOtherCompany } from './company-names.js';

const companies = [
  { razon_social: 'Logística Andina S.A.S.', id_grupo: 1 },
  { razon_social: 'Alimentos del Valle de Aburrá S.A.S.', id_grupo: 2 },
  { razon_social: 'Andina S.A.', id_grupo: 2 },
  { razon_social: 'Pérez y Cía. Ltda.', id_grupo: 2 },
];
const ofGroup = (idGrupo: number) => (company: { id_grupo: number }) => company.id_grupo === idGrupo;
const ofGroupOne = (name: string) => namesOtherCompany(name, companies, ofGroup(1));

describe('company names', () => {
  it('fold case, accents and punctuation to a look-alike skeleton, and drop the legal forms a razón social ends with', () => {
    // A comparison key (UTS #39: "m" reads "rn", "i" and "l" are one letter), not text to show.
    expect(foldName('  ALIMENTOS del Valle de Aburrá, S.A.S. ')).toBe('allrnentos del valle de aburra s a s');
    expect(companyCore('Alimentos del Valle de Aburrá S.A.S.')).toBe('allrnentos del valle de aburra');
    expect(companyCore('Pérez y Cía. Ltda.')).toBe('perez');
    expect(companyCore('S.A.S.')).toBe('s a s');
  });

  it("find another group's company in a shown name, as whole words", () => {
    expect(ofGroupOne('Alimentos del Valle de Aburrá')).toBe(true);
    expect(ofGroupOne('alimentos del valle de aburra sas - Planta Itagüí')).toBe(true);
    expect(ofGroupOne('Andina')).toBe(true);
    expect(ofGroupOne('Pérez')).toBe(true);
    // Invisible characters and fullwidth or mathematical letters do not hide it.
    expect(ofGroupOne('Alimentos del Valle de Abur\u200brá S.A.S.')).toBe(true);
    expect(ofGroupOne('Alimentos del Valle de Aburr\u00ad\u200eá')).toBe(true);
    expect(ofGroupOne('Ａｌｉｍｅｎｔｏｓ del Valle de Aburrá')).toBe(true);
    expect(ofGroupOne('Cordillerandina')).toBe(false);
    expect(ofGroupOne('Portal de Empleo S.A.S.')).toBe(false);
  });

  // Look-alikes (decision 0055): each of these passed before.
  it.each([
    ['a Cyrillic «А»', '\u0410limentos del Valle de Aburrá S.A.S.'],
    ['Cyrillic and Greek letters throughout', 'Аlіmеntοs dеl Vаllе dе Аburrá'],
    ['a soft hyphen', 'Alimen\u00adtos del Valle de Aburrá'],
    ['words run together', 'AlimentosdelValle de Aburrá SAS'],
    ['a word split in two', 'Alimentos del Val le de Aburrá'],
    ['only the start of the name', 'Alimentos del Valle'],
    ['the start, with a legal form', 'Alimentos del Valle S.A.S.'],
    // What an outsider got past the first version (issue 28 re-attack): the full UTS #39 table.
    ['capital I for l', 'AIimentos deI VaIIe de Aburrá S.A.S.'],
    ['a dotless ı', 'Alımentos del Valle de Aburrá'],
    ['Armenian letters', 'Alimentօs del Valle de Abսrrá'],
    ['a Latin alpha', 'Alimentos del Vɑlle de Aburrá'],
    ['a Cherokee A', 'Ꭺlimentos del Valle de Aburrá'],
    ['a small capital L', 'Aʟimentos del Valle de Aburrá'],
    ['rn for m', 'Alirnentos del Valle de Aburrá S.A.S.'],
    ['digits for letters', 'A1imentos del Va11e de Aburrá'],
    ['a small word dropped', 'Alimentos Valle de Aburrá S.A.S.'],
  ])("find another group's company behind %s", (_, name) => {
    expect(ofGroupOne(name)).toBe(true);
  });

  it('leave alone a single word or a name that only shares a start', () => {
    expect(ofGroupOne('Alimentos')).toBe(false);
    expect(ofGroupOne('Alimentos del Norte')).toBe(false);
    expect(ofGroupOne('Valle de Aburrá Transportes')).toBe(false);
  });

  it("leave the group's own names alone, even when another company's name is inside them", () => {
    expect(ofGroupOne('Logística Andina')).toBe(false);
    expect(ofGroupOne('Logística Andina S.A.S. — Bodega Fontibón')).toBe(false);
    expect(ofGroupOne('Logística Andina para Alimentos del Valle de Aburrá')).toBe(true);
    expect(namesOtherCompany('Logística Andina', companies, ofGroup(2))).toBe(true);
  });
});
