import { useParams } from 'react-router';
import { NotFoundScreen } from '@/components/layout/NotFoundScreen';
import { findPolicy } from '@/features/public/policies/policy-catalog';
import { PolicyPage } from '@/features/public/policies/components/PolicyPage';

/** /politicas/:slug (spec §2): a known slug shows its policy, any other the shared 404 screen. */
export default function PolicyRoute() {
  const policy = findPolicy(useParams().slug);
  return policy ? <PolicyPage policy={policy} /> : <NotFoundScreen />;
}
