/**
 * Folder of the policy texts (`policies/<version>/` under the web's public files): a new wording goes
 * to a new folder, old links keep working, and candidates are asked to authorize again.
 */
export const POLICY_TEXTS_VERSION = 'v1';

/** A policy's built text, under the web build (`<dist>/policies/v1/privacidad.json`) and its URL. */
export const policyTextPath = (slug: string) => `policies/${POLICY_TEXTS_VERSION}/${slug}.json`;

/** The web's query of a policy's text: the server seeds it in the page's boot data (decision 0041). */
export const policyQueryKey = (slug: string) => ['policy', POLICY_TEXTS_VERSION, slug] as const;

/** Where a data subject writes about their personal data (privacy policy §1). */
export const POLICY_CONTACT_EMAIL = 'protecciondedatos@portaldeempleo.co';

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

/** Where a policy is read in the portal. */
export function policyPath(slug: PolicySlug): string {
  return `/politicas/${slug}`;
}

export function findPolicy(slug: string | undefined): Policy | undefined {
  return POLICIES.find((policy) => policy.slug === slug);
}
