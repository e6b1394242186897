import type { PolicySlug } from '@portal/shared/policies';

// The list is shared with the server, which writes each policy's title in its first HTML.
export { findPolicy, POLICIES, type Policy, type PolicySlug } from '@portal/shared/policies';

/** Folder of the texts under public/: a new wording goes to a new folder, old links keep working. */
export const POLICY_VERSION = 'v1';

export const POLICY_CONTACT_EMAIL = 'protecciondedatos@portaldeempleo.co';

export function policyPath(slug: PolicySlug): string {
  return `/politicas/${slug}`;
}

export function policyTextUrl(slug: PolicySlug): string {
  return `${import.meta.env.BASE_URL}policies/${POLICY_VERSION}/${slug}.md`;
}
