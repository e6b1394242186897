import { BOGOTA_UTC_OFFSET } from '../bogota-time';
import type { VacancyDetail } from './public';
import { contractTypeEmployment } from './constants';

/** schema.org JobPosting for Google for Jobs (https://developers.google.com/search/docs/appearance/structured-data/job-posting). */
export function jobPosting(vacancy: VacancyDetail) {
  return {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: vacancy.titulo,
    description: `<p>${escapeHtml(vacancy.descripcion)}</p><ul>${vacancy.requisitos
      .map((item) => `<li>${escapeHtml(item)}</li>`)
      .join('')}</ul>`,
    identifier: { '@type': 'PropertyValue', name: vacancy.empresa, value: String(vacancy.id_vacante) },
    datePosted: vacancy.fecha_publicacion,
    validThrough: `${vacancy.fecha_cierre}T23:59:59${BOGOTA_UTC_OFFSET}`,
    employmentType: contractTypeEmployment[vacancy.tipo_contrato],
    hiringOrganization: { '@type': 'Organization', name: vacancy.empresa },
    jobLocation: {
      '@type': 'Place',
      address: {
        '@type': 'PostalAddress',
        streetAddress: vacancy.lugar,
        addressLocality: vacancy.nombre_ciudad,
        addressRegion: vacancy.departamento,
        addressCountry: 'CO',
      },
    },
    baseSalary: {
      '@type': 'MonetaryAmount',
      currency: 'COP',
      value: { '@type': 'QuantitativeValue', value: vacancy.salario, unitText: 'MONTH' },
    },
    totalJobOpenings: vacancy.cantidad_vacantes,
    // Candidates apply on the vacancy's own page, without leaving for another site.
    directApply: true,
  };
}

/** Text safe inside HTML text and double-quoted attributes. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]!);
}

/** JSON safe inside a <script> element: no "</script>" or "<!--" can close or comment it out. */
export const scriptSafeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
