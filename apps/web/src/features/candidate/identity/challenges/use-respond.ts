import { loadAuth } from '@/lib/amplify';
import { isPendingSignInGone } from '../auth-errors';
import type { AuthFlow } from '../use-auth-flow';

/** Answers the pending sign-in challenge, then moves on; a pending sign-in that expired starts over. */
export function useRespond(flow: AuthFlow, username: string) {
  return async (challengeResponse: string) => {
    const { confirmSignIn } = await loadAuth();
    try {
      await flow.afterSignIn(await confirmSignIn({ challengeResponse }), username);
    } catch (error) {
      if (!isPendingSignInGone(error)) throw error;
      flow.expire();
    }
  };
}

export type Respond = ReturnType<typeof useRespond>;
