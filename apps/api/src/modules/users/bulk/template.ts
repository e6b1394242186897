import writeXlsxFile from 'write-excel-file/node';
import { BULK_FIELDS, bulkFieldLabels } from '@portal/shared/users/bulk';
import { spreadsheetCsv, spreadsheetText } from '@portal/shared/spreadsheet';

/** Two example rows that pass validation against the demo data. */
const examples = [
  ['laura.giraldo@agencia.co', 'Laura', 'Giraldo', 'disenador', '1', ''],
  ['compras@logisticaandina.example.co', 'Camilo', 'Ríos', 'empresa', '', '900482117'],
];

/** Spanish column titles; the import recognises them (`proposeMapping`). */
const titles = BULK_FIELDS.map((field) => bulkFieldLabels[field]);

/** CSV for Spanish Excel (shared builder: BOM, `;`, formulas neutralised). */
export const csvTemplate = (): Buffer => Buffer.from(spreadsheetCsv(titles, examples), 'utf8');

/** The same as XLSX, every cell typed as text so NITs and ids keep their zeros. */
export function xlsxTemplate(): Promise<Buffer> {
  const rows = [titles, ...examples].map((row) =>
    row.map((value) => ({ value: spreadsheetText(value), type: String })),
  );
  return writeXlsxFile(rows).toBuffer();
}
