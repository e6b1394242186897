import type { FigureInForce } from './rules';

/**
 * The time figures migration 0033 ships, read from the norms (decision 0066). The classification
 * tests run on these, and an API test checks the database holds exactly them.
 */
const figure = (clave: FigureInForce['clave'], vigente_desde: string, valor: number, fuente: string) => ({
  clave,
  vigente_desde,
  valor,
  fuente,
});

export const SHIPPED_TIME_FIGURES: FigureInForce[] = [
  figure('jornada_maxima_semanal', '2023-07-15', 47, 'Ley 2101 de 2021, art. 3'),
  figure('jornada_maxima_semanal', '2024-07-15', 46, 'Ley 2101 de 2021, art. 3'),
  figure('jornada_maxima_semanal', '2025-07-15', 44, 'Ley 2101 de 2021, art. 3'),
  figure('jornada_maxima_semanal', '2026-07-15', 42, 'Ley 2101 de 2021, art. 3'),
  figure('hora_inicio_nocturna', '2017-07-18', 21, 'Ley 1846 de 2017, art. 1 (CST art. 160)'),
  figure('hora_inicio_nocturna', '2025-12-25', 19, 'Ley 2466 de 2025, art. 10 (CST art. 160)'),
  figure('hora_fin_nocturna', '2017-07-18', 6, 'Ley 1846 de 2017, art. 1 (CST art. 160)'),
  figure('recargo_nocturno', '1965-09-04', 35, 'CST art. 168 num. 1 (Decreto 2351 de 1965, art. 24)'),
  figure('recargo_extra_diurna', '1965-09-04', 25, 'CST art. 168 num. 2 (Decreto 2351 de 1965, art. 24)'),
  figure('recargo_extra_nocturna', '1965-09-04', 75, 'CST art. 168 num. 3 (Decreto 2351 de 1965, art. 24)'),
  figure('recargo_dominical_festivo', '2002-12-27', 75, 'Ley 789 de 2002, art. 26 (CST art. 179)'),
  figure('recargo_dominical_festivo', '2025-07-01', 80, 'Ley 2466 de 2025, art. 14 (CST art. 179)'),
  figure('recargo_dominical_festivo', '2026-07-01', 90, 'Ley 2466 de 2025, art. 14 (CST art. 179)'),
  figure('recargo_dominical_festivo', '2027-07-01', 100, 'Ley 2466 de 2025, art. 14 (CST art. 179)'),
];
