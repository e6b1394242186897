import { loadAuth, prepareSrpWorker } from '@/lib/amplify';
import { bootData } from '@/lib/boot-data';
import { preloadScripts } from './boot/preload-scripts';

const PASSWORD_FIELD = 'input[autocomplete="current-password"]';
let fetched = false;

/**
 * Once the password's field has the focus, downloads what the sign-in needs once sent (the boot
 * data's `nextScripts`: Amplify, the candidate's home, their schemas) and starts the SRP worker: the
 * seconds spent typing the password pay for the download (issue 35, decision 0078). Of those modules
 * only Amplify runs now (~70 ms on a slow phone, short enough for a key to wait behind): at the tap it
 * held the first SRP call back. The home's module runs after the sign-in (routes/public/home.tsx).
 * Returns a function that stops waiting for the focus.
 */
export function fetchSignInAhead(): () => void {
  const onFocus = (event: FocusEvent) => {
    if ((event.target as Element).matches?.(PASSWORD_FIELD)) fetchNow();
  };
  const stop = () => document.removeEventListener('focusin', onFocus, true);
  const fetchNow = () => {
    stop();
    if (fetched) return;
    fetched = true;
    preloadScripts(bootData()?.nextScripts);
    prepareSrpWorker();
    // A failure here is the sign-in's to report, when it loads Amplify again.
    loadAuth().catch(() => undefined);
  };
  // The focus may be there already: typed into the server's page before the app came (decision 0050).
  if (document.activeElement?.matches(PASSWORD_FIELD)) fetchNow();
  else document.addEventListener('focusin', onFocus, true);
  return stop;
}
