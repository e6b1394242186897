import { BULK_FIELDS, bulkFieldLabels } from '@portal/shared/users/bulk';
import { reportFile } from '../../../lib/spreadsheet-file.js';

/** Two example rows that pass validation against the demo data. */
const examples = [
  ['laura.giraldo@agencia.co', 'Laura', 'Giraldo', 'disenador', '1', ''],
  ['compras@logisticaandina.example.co', 'Camilo', 'Ríos', 'empresa', '', '900482117'],
];

/** Spanish column titles; the import recognises them (`proposeMapping`). */
const titles = BULK_FIELDS.map((field) => bulkFieldLabels[field]);

/** CSV for Spanish Excel (BOM, `;`, formulas neutralised), or XLSX with every cell as text so NITs keep their zeros. */
export const csvTemplate = () => reportFile(titles, examples, 'csv');
export const xlsxTemplate = () => reportFile(titles, examples, 'xlsx');
