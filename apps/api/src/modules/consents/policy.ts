import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { PRIVACY_POLICY_VERSION } from '@portal/shared/consents/consents';

export interface PolicyInForce {
  version: string;
  /** sha256 of the exact text published: proof of what the candidate was shown. */
  hash: string;
}

const POLICIES_DIR = new URL('../../../../web/public/policies/', import.meta.url);

let cached: PolicyInForce | undefined;

/** The privacy policy in force, read once: the same markdown file the policy page shows. */
export function privacyPolicyInForce(): PolicyInForce {
  if (!cached) {
    const text = readFileSync(new URL(`${PRIVACY_POLICY_VERSION}/privacidad.md`, POLICIES_DIR));
    cached = {
      version: PRIVACY_POLICY_VERSION,
      hash: createHash('sha256').update(text).digest('hex'),
    };
  }
  return cached;
}
