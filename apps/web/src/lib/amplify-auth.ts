// Amplify's client, with SRP's exponentiations in the worker (decisions 0075 and 0078). One module of
// our own, loaded on demand by amplify.ts: the server names its files by this path, so a page can
// fetch them before the sign-in needs them (issue 35).
import { Amplify } from 'aws-amplify';
import * as auth from 'aws-amplify/auth';
import { moveModPowOffMainThread } from './srp/off-thread-mod-pow';

/** The `aws-amplify/auth` API, configured with these options. */
export function configuredAuth(options: Parameters<typeof Amplify.configure>[0]): typeof auth {
  moveModPowOffMainThread();
  Amplify.configure(options);
  return auth;
}
