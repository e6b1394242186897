import { createDiffieHellman, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ModexpWorker } from './srp-pool.js';

/** Cognito's SRP-6a parameters: the 3072-bit MODP prime of RFC 3526 and g = 2. */
const N_HEX =
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF' +
  '9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE38' +
  '6BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D' +
  '23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C' +
  '180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8A' +
  'AAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB09' +
  '33D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D' +
  '6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF';

export const N = BigInt(`0x${N_HEX}`);
export const g = 2n;

// One DH context reused for every modPow: OpenSSL's modexp is far faster than BigInt arithmetic.
const dh = createDiffieHellman(Buffer.from(N_HEX, 'hex'), Buffer.from([2]));

const toBuffer = (n: bigint) => Buffer.from(padHex(n), 'hex');
export const fromHex = (hex: string) => BigInt(`0x${hex || '0'}`);

/** base^exp mod N, with 1 < base < N-1 (anything else is a protocol violation). */
export function modPow(base: bigint, exp: bigint): bigint {
  dh.setPrivateKey(toBuffer(exp));
  return fromHex(dh.computeSecret(toBuffer(base)).toString('hex'));
}

/** Lowercase hex, even length, with a leading 00 when the top bit is set (Cognito's PAD). */
export function padHex(n: bigint): string {
  let hex = n.toString(16);
  if (hex.length % 2 === 1) hex = `0${hex}`;
  return /^[89a-f]/.test(hex) ? `00${hex}` : hex;
}

/** H over the bytes of the concatenated hex strings. */
export function hashHex(...hexes: string[]): string {
  return createHash('sha256')
    .update(Buffer.from(hexes.join(''), 'hex'))
    .digest('hex');
}

export const k = fromHex(hashHex(padHex(N), padHex(g)));

/** x = H(PAD(salt) || H(poolName || userId || ":" || password)). */
export function computeX(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = createHash('sha256').update(`${poolName}${userId}:${password}`, 'utf8').digest('hex');
  return fromHex(hashHex(padHex(fromHex(saltHex)), inner));
}

export function computeVerifier(poolName: string, userId: string, password: string, saltHex: string) {
  return padHex(modPow(g, computeX(poolName, userId, password, saltHex)));
}

/** A fresh salt and verifier for a new password. */
export function createVerifier(poolName: string, userId: string, password: string) {
  const salt = randomBytes(16).toString('hex');
  return { salt, verifier: computeVerifier(poolName, userId, password, salt) };
}

/** Server's ephemeral pair: B = k*v + g^b mod N (never 0 mod N). */
export function serverEphemeral(verifierHex: string): { b: string; B: string } {
  for (;;) {
    const b = fromHex(randomBytes(32).toString('hex'));
    const B = (k * fromHex(verifierHex) + modPow(g, b)) % N;
    if (B !== 0n) return { b: padHex(b), B: B.toString(16) };
  }
}

const offThread = new ModexpWorker(N_HEX);

/** serverEphemeral with g^b computed on the modexp worker. */
export async function serverEphemeralOffThread(verifierHex: string): Promise<{ b: string; B: string }> {
  for (;;) {
    const b = fromHex(randomBytes(32).toString('hex'));
    const B = (k * fromHex(verifierHex) + (await offThread.run('pow', [g, b]))) % N;
    if (B !== 0n) return { b: padHex(b), B: B.toString(16) };
  }
}

/** The 16-byte session key K both sides derive from S and u. */
export function deriveKey(S: bigint, u: bigint): Buffer {
  const prk = createHmac('sha256', Buffer.from(padHex(u), 'hex'))
    .update(Buffer.from(padHex(S), 'hex'))
    .digest();
  const info = Buffer.concat([Buffer.from('Caldera Derived Key', 'utf8'), Buffer.from([1])]);
  return createHmac('sha256', prk).update(info).digest().subarray(0, 16);
}

export interface PasswordClaim {
  poolName: string;
  userIdForSrp: string;
  verifierHex: string;
  A: string;
  b: string;
  B: string;
  secretBlock: string;
  timestamp: string;
  signature: string;
}

/** A and u of a claim, or undefined when A or u is degenerate. */
function claimInputs(claim: PasswordClaim): { A: bigint; u: bigint } | undefined {
  if (!/^[0-9a-fA-F]+$/.test(claim.A)) return undefined;
  const A = fromHex(claim.A) % N;
  if (A === 0n) return undefined;
  const u = fromHex(hashHex(padHex(A), padHex(fromHex(claim.B))));
  return u === 0n ? undefined : { A, u };
}

function signatureMatches(claim: PasswordClaim, S: bigint, u: bigint): boolean {
  const expected = createHmac('sha256', deriveKey(S, u))
    .update(
      Buffer.concat([
        Buffer.from(claim.poolName, 'utf8'),
        Buffer.from(claim.userIdForSrp, 'utf8'),
        Buffer.from(claim.secretBlock, 'base64'),
        Buffer.from(claim.timestamp, 'utf8'),
      ]),
    )
    .digest();
  const given = Buffer.from(claim.signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Checks the client's PASSWORD_CLAIM_SIGNATURE; false on any mismatch or malformed value. */
export function verifyPasswordClaim(claim: PasswordClaim): boolean {
  const inputs = claimInputs(claim);
  if (!inputs) return false;
  let S: bigint;
  try {
    S = modPow((inputs.A * modPow(fromHex(claim.verifierHex), inputs.u)) % N, fromHex(claim.b));
  } catch {
    return false; // a degenerate A (1 or N-1) is refused by OpenSSL
  }
  return signatureMatches(claim, S, inputs.u);
}

/**
 * computeVerifier with g^x on the modexp worker: a plain-password sign-in (USER_PASSWORD_AUTH) must not
 * hold the event loop for its 3072-bit modexp while other requests wait.
 */
export async function computeVerifierOffThread(
  poolName: string,
  userId: string,
  password: string,
  saltHex: string,
): Promise<string> {
  return padHex(await offThread.run('pow', [g, computeX(poolName, userId, password, saltHex)]));
}

/** verifyPasswordClaim with S computed on the modexp worker. */
export async function verifyPasswordClaimOffThread(claim: PasswordClaim): Promise<boolean> {
  const inputs = claimInputs(claim);
  if (!inputs) return false;
  const args = [inputs.A, fromHex(claim.verifierHex), inputs.u, fromHex(claim.b)];
  const S = await offThread.run('S', args).catch(() => undefined);
  return S !== undefined && signatureMatches(claim, S, inputs.u);
}
