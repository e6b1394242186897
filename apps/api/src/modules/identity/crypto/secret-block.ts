import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { KeyStore } from '../store/keys.js';

/** Server-side SRP state carried by the client inside SECRET_BLOCK: nothing to store between the two calls. */
export interface SrpState {
  userId: string;
  /** Sealed so the claim is checked before any query; the verifier is re-matched in the database. */
  username: string;
  verifier: string;
  b: string;
  B: string;
  A: string;
  expiresAt: number;
}

/** AES-256-GCM sealed, base64 (the client signs over its decoded bytes). */
export async function sealSecretBlock(keys: KeyStore, state: SrpState): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await keys.sealingKey(), iv);
  const body = Buffer.concat([cipher.update(JSON.stringify(state), 'utf8'), cipher.final()]);
  return Buffer.concat([iv, body, cipher.getAuthTag()]).toString('base64');
}

/** The sealed state, or undefined when the block was not made by this pool or was altered. */
export async function openSecretBlock(keys: KeyStore, block: string): Promise<SrpState | undefined> {
  const raw = Buffer.from(block, 'base64');
  if (raw.length < 12 + 16 + 2) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', await keys.sealingKey(), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(raw.length - 16));
    const json = Buffer.concat([decipher.update(raw.subarray(12, raw.length - 16)), decipher.final()]);
    return JSON.parse(json.toString('utf8')) as SrpState;
  } catch {
    return undefined;
  }
}
