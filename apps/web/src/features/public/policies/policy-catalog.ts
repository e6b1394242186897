import { policyTextPath, type PolicySlug } from '@portal/shared/consents/policies';

// The list is shared with the server, which writes each policy's title in its first HTML.
export {
  findPolicy,
  POLICIES,
  POLICY_CONTACT_EMAIL,
  policyPath,
  type Policy,
  type PolicySlug,
} from '@portal/shared/consents/policies';

/** The policy's text as HTML, rendered from its `.md` when the app is built (build/policy-html.ts). */
export function policyTextUrl(slug: PolicySlug): string {
  return `${import.meta.env.BASE_URL}${policyTextPath(slug)}`;
}
