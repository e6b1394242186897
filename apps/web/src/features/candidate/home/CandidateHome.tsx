import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { GREETING_BREAKPOINT_PX, type HomeTab } from '@portal/shared/constants';
import { useSession } from '@/lib/session/session-context';
import { GreetingPanel } from './GreetingPanel';
import { homeTabs, tabFrom } from './greeting';
import { useMediaQuery } from './use-media-query';

/**
 * Candidate home (spec §2): the tab named by ?tab= (the menu above it is the candidate shell's
 * CandidateNav). Each tab's content comes from its own feature, composed by the route; `aside` goes
 * under the greeting.
 */
export function CandidateHome({ tabs, aside }: { tabs: Record<HomeTab, ReactNode>; aside?: ReactNode }) {
  const [params] = useSearchParams();
  const { candidate } = useSession();
  const wide = useMediaQuery(`(min-width: ${GREETING_BREAKPOINT_PX}px)`);
  const tab = tabFrom(params);
  const title = homeTabs.find((entry) => entry.tab === tab)!.label;

  return (
    <div className="mx-auto w-full max-w-6xl px-4 pb-6 sm:px-6">
      <title>{`${title} | Portal de Empleo`}</title>
      {!(tab === 'jobs' && wide) && <h1 className="mt-6 text-2xl font-bold text-brand-900">{title}</h1>}
      <div className="mt-6 flex gap-6">
        {tab === 'jobs' && wide && <GreetingPanel name={candidate?.primer_nombre}>{aside}</GreetingPanel>}
        <section aria-label={title} className="min-w-0 flex-1">
          {tabs[tab]}
        </section>
      </div>
    </div>
  );
}
