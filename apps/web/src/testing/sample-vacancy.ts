import type { VacancyDetail } from '@portal/shared/vacancies/public';

/** A public vacancy as GET /api/vacancies/:id answers it, open until 2099; override what a test needs. */
export const sampleVacancy = (overrides: Partial<VacancyDetail> = {}): VacancyDetail => ({
  id_vacante: 30,
  titulo: 'Auxiliar de bodega',
  empresa: 'Logística Andina',
  id_ciudad: 11001,
  nombre_ciudad: 'Bogotá',
  departamento: 'Bogotá D.C.',
  id_categoria: 2,
  nombre_categoria: 'Bodega',
  salario: 1_800_000,
  turno: 'Rotativo',
  tipo_contrato: 'temporal',
  cantidad_vacantes: 2,
  fecha_publicacion: new Date().toISOString(),
  fecha_cierre: '2099-12-31',
  estado: 'abierta',
  descripcion: 'Cargue y descargue de mercancía.',
  requisitos: ['Bachiller'],
  lugar: 'Centro de distribución',
  espacios: [],
  ...overrides,
});
