import { unzipSync, strFromU8 } from 'fflate';
import { readSheet } from 'read-excel-file/node';
import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from '@portal/shared/spreadsheet';
import { reportFile } from './spreadsheet-file.js';
import type { ReportCell } from './report-cells.js';
import { reportStream } from './streamed-report.js';

const titles = ['Nombre', 'Número de documento', 'Salario', 'Horas', 'Fecha de creación', 'Último cambio'];
const rows: ReportCell[][] = [
  [
    '=HYPERLINK("https://evil.example","Ver")',
    '+57 310 111 2233',
    { number: 1_234_567, decimals: 0 },
    { number: 12.5, decimals: 2 },
    { date: '2026-11-27' },
    { dateTime: new Date('2026-11-27T19:05:00Z') },
  ],
  ['Ana & <José> \u0001 "Ñ"', '@SUM(1)', { number: -16, decimals: 2 }, '', { date: '2026-01-05' }, '-2+3'],
];

describe('reportStream', () => {
  it('writes the CSV byte for byte as spreadsheetCsv does, with es-CO numbers and dates', async () => {
    const text = (await reportFile(titles, rows, 'csv')).toString('utf8');
    expect(text).toBe(
      spreadsheetCsv(titles, [
        [rows[0]![0], rows[0]![1], '1.234.567', '12,50', '27/11/2026', '27/11/2026 14:05'],
        [rows[1]![0], '@SUM(1)', '-16,00', '', '05/01/2026', '-2+3'],
      ]),
    );
    expect(text).toContain(`"'=HYPERLINK(""https://evil.example"",""Ver"")";"'+57 310 111 2233"`);
    expect(text).toContain(`"'@SUM(1)";"-16,00"`);
  });

  it('writes an XLSX a real reader opens: texts neutralised, numbers and dates as such', async () => {
    const sheet = await readSheet(await reportFile(titles, rows, 'xlsx'));
    expect(sheet).toEqual([
      titles,
      [
        `'=HYPERLINK("https://evil.example","Ver")`,
        "'+57 310 111 2233",
        1_234_567,
        12.5,
        new Date('2026-11-27T00:00:00Z'),
        new Date('2026-11-27T14:05:00Z'),
      ],
      ['Ana & <José>  "Ñ"', "'@SUM(1)", -16, null, new Date('2026-01-05T00:00:00Z'), "'-2+3"],
    ]);
  });

  it('keeps spaces at either end and line breaks in a text cell', async () => {
    const file = await reportFile(['Nota'], [[' dos  espacios '], ['línea 1\nlínea 2']], 'xlsx');
    // The reader trims by default; a person's spreadsheet does not.
    const sheet = await readSheet(file, { trim: false });
    expect(sheet.slice(1)).toEqual([[' dos  espacios '], ['línea 1\nlínea 2']]);
  });

  it('styles the titles bold and frozen, and the numbers with thousands formats', async () => {
    const files = unzipSync(new Uint8Array(await reportFile(titles, rows, 'xlsx')));
    const sheet = strFromU8(files['xl/worksheets/sheet1.xml']!);
    const styles = strFromU8(files['xl/styles.xml']!);
    expect(sheet).toContain('state="frozen"');
    expect(sheet).toMatch(/<c r="A1" t="inlineStr" s="1">/);
    expect(sheet).toMatch(/<c r="C2" s="2"><v>1234567<\/v>/);
    expect(sheet).toMatch(/<c r="D2" s="3"><v>12.5<\/v>/);
    expect(styles).toContain('<font><b/>');
    // Built-in formats 3 and 4 are "#,##0" and "#,##0.00".
    expect(styles).toMatch(/<cellXfs count="6">.*numFmtId="3".*numFmtId="4"/);
    expect(Object.keys(files).sort()).toEqual([
      '[Content_Types].xml',
      '_rels/.rels',
      'xl/_rels/workbook.xml.rels',
      'xl/styles.xml',
      'xl/workbook.xml',
      'xl/worksheets/sheet1.xml',
    ]);
  });

  it('reads a batch only when the reader asks, and stops reading when the stream is destroyed', async () => {
    let read = 0;
    let ended = false;
    async function* batches() {
      try {
        for (let i = 0; i < 1000; i++) {
          read++;
          yield Array.from({ length: 1000 }, (_, n) => [`fila ${i}-${n} ${'x'.repeat(40)}`]);
        }
      } finally {
        ended = true;
      }
    }
    for (const formato of ['csv', 'xlsx'] as const) {
      read = 0;
      ended = false;
      const stream = reportStream({ titles: ['Texto'], batches: batches() }, formato);
      // The reader takes chunks until two batches were read, then goes away.
      for await (const _chunk of stream) if (read >= 2) break;
      const readWhenLeft = read;
      await new Promise((resolve) => setImmediate(resolve));
      expect(ended, formato).toBe(true);
      expect(read, formato).toBeLessThan(readWhenLeft + 2);
    }
  });
});
