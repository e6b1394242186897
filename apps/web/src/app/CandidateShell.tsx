import type { ReactNode } from 'react';
import { PublicShell } from '@/components/layout/PublicShell';
import { useAttentionCount } from '@/features/candidate/documents/use-documents';
import { ConsentGate } from '@/features/candidate/my-data/ConsentGate';
import { CandidateNav } from '@/features/candidate/home/CandidateNav';
import { NotificationBell } from '@/features/notifications/NotificationBell';
import { useSession } from '@/lib/session/session-context';

/** The candidate menu, with the documents needing attention counted as the portal page counts them. */
function CandidateMenu() {
  return <CandidateNav attention={useAttentionCount()} bell={<NotificationBell area="candidate" />} />;
}

/**
 * The public shell, plus the candidate menu while a candidate is signed in: the one navigation of `/`,
 * the document screens and the vacancy page. Signed out, the page is the public one.
 */
export function CandidateShell({ children }: { children: ReactNode }) {
  const { authenticated } = useSession();
  if (!authenticated) return <PublicShell>{children}</PublicShell>;
  return (
    <PublicShell nav={<CandidateMenu />}>
      <ConsentGate>{children}</ConsentGate>
    </PublicShell>
  );
}
