import type { Kpis } from '@portal/shared/kpis';
import { conversion, FUNNEL_STATES } from '@portal/shared/kpi-funnel';
import { pipelineStateLabels } from '@portal/shared/vacancies/constants';

/** The funnel as rows: each step with how many reached it and its share of those who applied. */
export function funnelRows(kpis: Kpis) {
  const reached = new Map(kpis.embudo.map((step) => [step.estado, step.total]));
  const entered = reached.get('recibida') ?? 0;
  return FUNNEL_STATES.map((estado) => {
    const total = reached.get(estado) ?? 0;
    return { estado: pipelineStateLabels[estado], total, porcentaje: conversion(total, entered) };
  });
}

/** Applications by source as one row per vacancy and one column per source (for stacked bars). */
export function sourceRows(kpis: Kpis) {
  const sources = [...new Set(kpis.por_fuente.map((row) => row.fuente))].sort();
  const byVacancy = new Map<number, Record<string, string | number>>();
  for (const row of kpis.por_fuente) {
    const entry = byVacancy.get(row.id_vacante) ?? { titulo: row.titulo };
    entry[row.fuente] = row.total;
    byVacancy.set(row.id_vacante, entry);
  }
  return { sources, rows: [...byVacancy.values()] };
}
