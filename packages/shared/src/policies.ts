/** The policies the portal publishes (spec §2, §3 "Policy entry"), with the summary search and link previews show. */
export const POLICIES = [
  {
    slug: 'privacidad',
    title: 'Política de Privacidad',
    description:
      'Cómo tratamos tus datos personales según la Ley 1581 de 2012: qué recogemos, para qué, y cómo consultarlos, corregirlos o pedir que se borren.',
  },
  {
    slug: 'terminos',
    title: 'Términos y Condiciones',
    description: 'Las condiciones de uso del Portal de Empleo para candidatos y empresas.',
  },
  {
    slug: 'cookies',
    title: 'Política de Cookies',
    description: 'Qué cookies y almacenamiento local usa el Portal de Empleo y para qué.',
  },
] as const;

export type Policy = (typeof POLICIES)[number];
export type PolicySlug = Policy['slug'];

export function findPolicy(slug: string | undefined): Policy | undefined {
  return POLICIES.find((policy) => policy.slug === slug);
}
