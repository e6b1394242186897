import { useQuery } from '@tanstack/react-query';
import { policyQueryKey } from '@portal/shared/consents/policies';
import { policyTextUrl, type PolicySlug } from './policy-catalog';
import type { RenderedPolicy } from './render-policy';

/** A policy as built (build/policy-html.ts): front matter and the body as HTML. */
export type PolicyDocument = RenderedPolicy;

export async function fetchPolicy(slug: PolicySlug, signal?: AbortSignal): Promise<PolicyDocument> {
  const response = await fetch(policyTextUrl(slug), {
    headers: { Accept: 'application/json' },
    signal,
  });
  // A missing file comes back as the SPA's index.html: that is not the policy either.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`No se pudo cargar ${slug} (${response.status})`);
  }
  return (await response.json()) as PolicyDocument;
}

/** The text of one policy, cached per version and slug. */
export function usePolicy(slug: PolicySlug) {
  return useQuery({
    queryKey: policyQueryKey(slug),
    queryFn: ({ signal }) => fetchPolicy(slug, signal),
    staleTime: Infinity,
  });
}
