import { describe, expect, it } from 'vitest';
import type { VacancyDetail } from './public';
import { jobPosting, scriptSafeJson } from './job-posting';

const vacancy: VacancyDetail = {
  id_vacante: 3,
  titulo: 'Operario de producción',
  empresa: 'Alimentos del Valle S.A.',
  id_ciudad: 76001,
  nombre_ciudad: 'Cali',
  departamento: 'Valle del Cauca',
  id_categoria: 4,
  nombre_categoria: 'Producción',
  salario: 1_523_500,
  turno: 'Rotativo',
  tipo_contrato: 'obra_labor',
  cantidad_vacantes: 4,
  fecha_publicacion: '2026-11-20T10:00:00.000Z',
  fecha_cierre: '2026-12-20',
  estado: 'abierta',
  descripcion: 'Línea de <empaque>',
  requisitos: ['Bachiller'],
  lugar: 'Zona Industrial de Acopi, Cali',
  espacios: [],
};

describe('jobPosting', () => {
  it('has the fields Google for Jobs reads, salary in COP and country CO', () => {
    const posting = jobPosting(vacancy);
    expect(posting).toMatchObject({
      '@type': 'JobPosting',
      title: 'Operario de producción',
      datePosted: '2026-11-20T10:00:00.000Z',
      validThrough: '2026-12-20T23:59:59-05:00',
      employmentType: 'CONTRACTOR',
      hiringOrganization: { name: 'Alimentos del Valle S.A.' },
      jobLocation: { address: { addressCountry: 'CO', addressLocality: 'Cali' } },
      baseSalary: { currency: 'COP', value: { value: 1_523_500, unitText: 'MONTH' } },
      directApply: true,
    });
    expect(posting.description).toContain('&lt;empaque&gt;');
  });

  it('cannot close its script element', () => {
    expect(scriptSafeJson({ a: '</script><script>' })).not.toContain('</script>');
  });
});
