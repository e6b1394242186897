import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { loadStoredSecret } from '../stored-secrets.js';

/** The link-signing key: STORAGE_SIGNING_SECRET when set, else one kept in the database. */
export async function loadSigningSecret(db: Database, configured: string | undefined): Promise<string> {
  return configured ?? loadStoredSecret(db, 'local_link_signing');
}

export class LinkSigner {
  constructor(
    private readonly secret: string,
    private readonly ttlSeconds: number,
    private readonly now: () => number = Date.now,
  ) {}

  private mac(key: string, expires: number): Buffer {
    return createHmac('sha256', this.secret).update(`${key}\n${expires}`).digest();
  }

  /** `expires` (unix seconds) and `signature` query values for key. */
  sign(key: string): { expires: number; signature: string } {
    const expires = Math.floor(this.now() / 1000) + this.ttlSeconds;
    return { expires, signature: this.mac(key, expires).toString('base64url') };
  }

  verify(key: string, expires: unknown, signature: unknown): 'ok' | 'expired' | 'invalid' {
    if (typeof expires !== 'string' || typeof signature !== 'string' || !/^\d{1,12}$/.test(expires)) {
      return 'invalid';
    }
    const given = Buffer.from(signature, 'base64url');
    const expected = this.mac(key, Number(expires));
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
    return Number(expires) * 1000 < this.now() ? 'expired' : 'ok';
  }
}
