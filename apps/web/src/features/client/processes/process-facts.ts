import type { ProcessSummary } from '@portal/shared/processes/client';
import { formatNumber } from '@/lib/format';

/** What tells two processes for the same position apart: "Orden N.º 12 · Bogotá · 3 de 12 cubiertos". */
export const processFacts = (process: ProcessSummary) =>
  [
    process.orden === null ? 'Abierto por la agencia' : `Orden N.º ${process.orden}`,
    process.ciudad,
    `${formatNumber(process.cubiertos)} de ${formatNumber(process.solicitados)} cubiertos`,
  ]
    .filter(Boolean)
    .join(' · ');
