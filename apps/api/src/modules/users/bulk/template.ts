import writeXlsxFile from 'write-excel-file/node';
import { BULK_FIELDS } from '@portal/shared/bulk-users';

/** Two example rows that pass validation against the demo data. */
const examples = [
  ['laura.giraldo@agencia.co', 'Laura', 'Giraldo', 'disenador', '1', ''],
  ['compras@logisticaandina.example.co', 'Camilo', 'Ríos', 'empresa', '', '900482117'],
];

/** CSV for Spanish Excel: UTF-8 with BOM (accents survive) and `;` between columns. */
export function csvTemplate(): Buffer {
  const lines = [BULK_FIELDS.join(';'), ...examples.map((row) => row.join(';'))];
  return Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');
}

/** The same as XLSX, every cell typed as text so NITs and ids keep their zeros. */
export function xlsxTemplate(): Promise<Buffer> {
  const rows = [BULK_FIELDS as readonly string[], ...examples].map((row) =>
    row.map((value) => ({ value, type: String })),
  );
  return writeXlsxFile(rows).toBuffer();
}
