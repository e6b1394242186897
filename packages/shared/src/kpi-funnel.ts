/**
 * The KPI panel's funnel, without zod: the dashboard home draws it on its first screen (decision 0073);
 * the answer's schema is in kpis.ts.
 */

/** The funnel's steps, in the order a successful application goes through them. */
export const FUNNEL_STATES = [
  'recibida',
  'preseleccionada',
  'enviada_cliente',
  'aprobada',
  'en_contratacion',
  'contratada',
] as const;

/** Share of the first step that reached a step, rounded (0 when nothing came in). */
export const conversion = (reached: number, entered: number) =>
  entered === 0 ? 0 : Math.round((reached * 100) / entered);
