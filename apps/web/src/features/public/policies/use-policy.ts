import { useQuery } from '@tanstack/react-query';
import { splitFrontMatter } from './front-matter';
import { POLICY_TEXTS_VERSION } from '@portal/shared/policies';
import { policyTextUrl, type PolicySlug } from './policy-catalog';

export interface PolicyDocument {
  meta: Record<string, string>;
  body: string;
}

export async function fetchPolicy(slug: PolicySlug, signal?: AbortSignal): Promise<PolicyDocument> {
  const response = await fetch(policyTextUrl(slug), {
    headers: { Accept: 'text/markdown, text/plain' },
    signal,
  });
  // A missing file comes back as the SPA's index.html: that is not the policy either.
  const type = response.headers.get('content-type') ?? '';
  if (!response.ok || type.includes('text/html')) {
    throw new Error(`No se pudo cargar ${slug}.md (${response.status})`);
  }
  const { data, body } = splitFrontMatter(await response.text());
  return { meta: data, body };
}

/** The text of one policy, cached per version and slug. */
export function usePolicy(slug: PolicySlug) {
  return useQuery({
    queryKey: ['policy', POLICY_TEXTS_VERSION, slug],
    queryFn: ({ signal }) => fetchPolicy(slug, signal),
    staleTime: Infinity,
  });
}
