import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The module name the app imports Amplify's SRP big-integer class by (decision 0075). The package's
 * `exports` do not list it, so the alias points at the file of the `@aws-amplify/auth` that
 * `aws-amplify` itself resolves: the very module its sign-in uses, whatever the install hoisted.
 */
export const AMPLIFY_BIG_INTEGER = '@amplify-internal/srp-big-integer';
/** Amplify's SRP constants (its N), by the same route: the client's ephemeral is computed ahead with it. */
export const AMPLIFY_SRP_CONSTANTS = '@amplify-internal/srp-constants';

/** A file of that Amplify's SRP folder. */
function amplifySrpPath(file: string): string {
  const fromAmplify = createRequire(createRequire(import.meta.url).resolve('aws-amplify/package.json'));
  const auth = dirname(fromAmplify.resolve('@aws-amplify/auth/package.json'));
  return join(auth, 'dist/esm/providers/cognito/utils/srp', file);
}

export const amplifyBigIntegerPath = () => amplifySrpPath('BigInteger/BigInteger.mjs');
export const amplifySrpConstantsPath = () => amplifySrpPath('constants.mjs');
