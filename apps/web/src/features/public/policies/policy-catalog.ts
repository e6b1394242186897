/** The policies the portal publishes (spec §2, §3 "Policy entry"). */
export const POLICIES = [
  { slug: 'privacidad', title: 'Política de Privacidad' },
  { slug: 'terminos', title: 'Términos y Condiciones' },
  { slug: 'cookies', title: 'Política de Cookies' },
] as const;

export type Policy = (typeof POLICIES)[number];
export type PolicySlug = Policy['slug'];

/** Folder of the texts under public/: a new wording goes to a new folder, old links keep working. */
export const POLICY_VERSION = 'v1';

export const POLICY_CONTACT_EMAIL = 'protecciondedatos@portaldeempleo.co';

export function findPolicy(slug: string | undefined): Policy | undefined {
  return POLICIES.find((policy) => policy.slug === slug);
}

export function policyPath(slug: PolicySlug): string {
  return `/politicas/${slug}`;
}

export function policyTextUrl(slug: PolicySlug): string {
  return `${import.meta.env.BASE_URL}policies/${POLICY_VERSION}/${slug}.md`;
}
