import { hourKindLabels } from '@portal/shared/timesheets/hour-kinds';
import { BILLING_COLUMNS, PAYROLL_COLUMNS } from '@portal/shared/timesheets/payroll';
import { type ReportCell, reportFile } from '../../../lib/spreadsheet-file.js';
import { lineValues, type PayrollLine } from './lines.js';

const hours = (minutes: number): ReportCell => ({ number: minutes / 60, decimals: 2 });
const pesos = (value: number): ReportCell => ({ number: value, decimals: 0 });

/** The payroll file: one row per worker and kind of hour, with the values and the norms behind them. */
export function payrollFile(lines: PayrollLine[], formato: 'xlsx' | 'csv') {
  const rows = lines.map((line) => {
    const values = lineValues(line);
    return [
      line.worker.documento,
      line.worker.trabajador,
      line.worker.empresa,
      line.worker.cargo,
      hourKindLabels[line.kind],
      hours(line.minutes),
      pesos(line.surcharge),
      pesos(Math.round(line.hourValue)),
      pesos(values.full),
      pesos(values.extra),
      line.norms.join('; '),
    ];
  });
  return reportFile(PAYROLL_COLUMNS, rows, formato);
}

/** The billing summary: per company, position and kind of hour, the hours and what they are worth. */
export function billingFile(lines: PayrollLine[], formato: 'xlsx' | 'csv') {
  const groups = new Map<
    string,
    { line: PayrollLine; minutes: number; full: number; workers: Set<number> }
  >();
  for (const line of lines) {
    const key = [line.worker.id_empresa, line.worker.cargo, line.kind, line.surcharge].join('|');
    const group = groups.get(key) ?? { line, minutes: 0, full: 0, workers: new Set<number>() };
    group.minutes += line.minutes;
    group.full += lineValues(line).full;
    group.workers.add(line.worker.id_mision);
    groups.set(key, group);
  }
  const rows = [...groups.values()].map(({ line, minutes, full, workers }) => [
    line.worker.empresa,
    line.worker.nit,
    line.worker.cargo,
    pesos(workers.size),
    hourKindLabels[line.kind],
    hours(minutes),
    pesos(line.surcharge),
    pesos(full),
  ]);
  return reportFile(BILLING_COLUMNS, rows, formato);
}
