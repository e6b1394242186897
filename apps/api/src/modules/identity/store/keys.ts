import { hkdfSync, randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { exportJWK, generateKeyPair, importJWK, type JWK, type JWTVerifyGetKey } from 'jose';
import { errors } from 'jose';
import type { Database } from '../../../db/client.js';
import { identitySigningKeys } from '../../../db/schema/index.js';

export interface SigningKey {
  kid: string;
  privateKey: Awaited<ReturnType<typeof importJWK>>;
}

type KeyRow = typeof identitySigningKeys.$inferSelect;

/**
 * The pool's RS256 keys, read from the database. The first process to start creates one; every
 * process signs with the oldest row, so racing starts still agree. Keys never change once stored,
 * so caching them in memory is safe.
 */
export class KeyStore {
  private rows: Promise<KeyRow[]> | undefined;
  private signing: Promise<SigningKey> | undefined;
  private sealing: Promise<Buffer> | undefined;
  private readonly publicKeys = new Map<string, ReturnType<typeof importJWK>>();

  constructor(private readonly db: Database) {}

  private load(): Promise<KeyRow[]> {
    this.rows ??= (async () => {
      let rows = await this.read();
      if (rows.length === 0) {
        const kid = randomUUID();
        const { privateKey, publicKey } = await generateKeyPair('RS256', { extractable: true });
        const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'RS256', use: 'sig' };
        const privateJwk = { ...(await exportJWK(privateKey)), kid, alg: 'RS256' };
        await this.db
          .insert(identitySigningKeys)
          .values({ kid, private_jwk: privateJwk, public_jwk: publicJwk })
          .onConflictDoNothing();
        rows = await this.read();
      }
      return rows;
    })().catch((error: unknown) => {
      this.rows = undefined;
      throw error;
    });
    return this.rows;
  }

  private read() {
    return this.db.select().from(identitySigningKeys).orderBy(asc(identitySigningKeys.created_at));
  }

  signingKey(): Promise<SigningKey> {
    this.signing ??= this.load().then(async (rows) => {
      const row = rows[0]!;
      const privateKey = await importJWK(row.private_jwk as JWK, 'RS256');
      return { kid: row.kid, privateKey };
    });
    return this.signing;
  }

  /** A 256-bit secret for sealing SRP state, derived from the stored signing key (same in every process). */
  sealingKey(): Promise<Buffer> {
    this.sealing ??= this.load().then((rows) => {
      const d = Buffer.from(String(rows[0]!.private_jwk.d), 'base64url');
      return Buffer.from(hkdfSync('sha256', d, Buffer.alloc(0), 'srp-secret-block', 32));
    });
    return this.sealing;
  }

  async jwks(): Promise<{ keys: JWK[] }> {
    return { keys: (await this.load()).map((row) => row.public_jwk as JWK) };
  }

  /** A jose key getter; an unknown kid re-reads the table once (another process may have added it). */
  readonly getKey: JWTVerifyGetKey = async (header) => {
    let row = (await this.load()).find((candidate) => candidate.kid === header.kid);
    if (!row) {
      this.rows = undefined;
      row = (await this.load()).find((candidate) => candidate.kid === header.kid);
    }
    if (!row) throw new errors.JWKSNoMatchingKey();
    const key = this.publicKeys.get(row.kid) ?? importJWK(row.public_jwk as JWK, 'RS256');
    this.publicKeys.set(row.kid, key);
    return key;
  };
}
