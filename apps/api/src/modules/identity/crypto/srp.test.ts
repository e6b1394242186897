import { describe, expect, it } from 'vitest';
import { clientX, srpClient, srpTimestamp } from '../../../test-support/srp-client.js';
import {
  computeVerifier,
  computeX,
  k,
  N,
  padHex,
  serverEphemeral,
  serverEphemeralOffThread,
  verifyPasswordClaim,
  verifyPasswordClaimOffThread,
} from './srp.js';

/** Plain square-and-multiply, to check the DH-based modPow against arithmetic nobody can get wrong. */
function slowModPow(base: bigint, exp: bigint, mod: bigint): bigint {
  let result = 1n;
  let b = base % mod;
  for (let e = exp; e > 0n; e >>= 1n) {
    if (e & 1n) result = (result * b) % mod;
    b = (b * b) % mod;
  }
  return result;
}

const POOL = 'PortalLocal';
const USER = '1020304050';
const PASSWORD = 'Portal2026!';

describe('SRP known answers', () => {
  it('pads like Cognito: even length, 00 before a high first nibble', () => {
    expect(padHex(0x7fn)).toBe('7f');
    expect(padHex(0x80n)).toBe('0080');
    expect(padHex(0xabcn)).toBe('0abc');
    expect(padHex(0x8abcn)).toBe('008abc');
    expect(padHex(N).slice(0, 4)).toBe('00ff');
  });

  it('k = H(PAD(N) || PAD(g)) matches the published Cognito value', () => {
    expect(k.toString(16)).toBe('538282c4354742d7cbbde2359fcf67f9f5b3a6b08791e5011b43b8a5b66d9ee6');
  });

  it('x for fixed inputs (computed independently with Python hashlib)', () => {
    const expected = 'a34539bfc87e19bb75d84d67197d23c5cd0f42f982c6461072127ea215d40bef';
    expect(computeX(POOL, USER, PASSWORD, '8f00ab').toString(16)).toBe(expected);
    expect(clientX(POOL, USER, PASSWORD, '8f00ab').toString(16)).toBe(expected);
  });

  it('the verifier is g^x mod N', () => {
    const salt = '0a1b2c3d4e5f60718293a4b5c6d7e8f9';
    const x = computeX(POOL, USER, PASSWORD, salt);
    expect(computeVerifier(POOL, USER, PASSWORD, salt)).toBe(padHex(slowModPow(2n, x, N)));
  });

  it('formats TIMESTAMP with an unpadded day', () => {
    expect(srpTimestamp(new Date(Date.UTC(2026, 10, 3, 9, 5, 7)))).toBe('Tue Nov 3 09:05:07 UTC 2026');
  });
});

describe('SRP exchange', () => {
  const salt = 'c0ffee00112233445566778899aabbcc';
  const verifierHex = computeVerifier(POOL, USER, PASSWORD, salt);
  const secretBlock = Buffer.from('opaque-secret-block').toString('base64');

  function exchange(password: string) {
    const client = srpClient(POOL);
    const { b, B } = serverEphemeral(verifierHex);
    const answer = client.respond(
      { SRP_B: B, SALT: salt, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: USER },
      password,
    );
    return {
      poolName: POOL,
      userIdForSrp: USER,
      verifierHex,
      A: client.A,
      b,
      B,
      secretBlock,
      timestamp: answer.TIMESTAMP,
      signature: answer.PASSWORD_CLAIM_SIGNATURE,
    };
  }

  it('accepts the right password', () => {
    expect(verifyPasswordClaim(exchange(PASSWORD))).toBe(true);
  });

  it('refuses a wrong password, a changed timestamp or secret block, and A = 0 or N', () => {
    expect(verifyPasswordClaim(exchange('Portal2026?'))).toBe(false);
    const good = exchange(PASSWORD);
    expect(verifyPasswordClaim({ ...good, timestamp: `${good.timestamp} ` })).toBe(false);
    expect(verifyPasswordClaim({ ...good, secretBlock: Buffer.from('other').toString('base64') })).toBe(
      false,
    );
    expect(verifyPasswordClaim({ ...good, A: '0' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: N.toString(16) })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: '1' })).toBe(false);
    expect(verifyPasswordClaim({ ...good, A: 'zz' })).toBe(false);
  });

  it('gives the same answers with the modexps on the worker thread', async () => {
    const good = exchange(PASSWORD);
    expect(await verifyPasswordClaimOffThread(good)).toBe(true);
    expect(await verifyPasswordClaimOffThread(exchange('Portal2026?'))).toBe(false);
    expect(await verifyPasswordClaimOffThread({ ...good, A: '1' })).toBe(false);
    expect(await verifyPasswordClaimOffThread({ ...good, A: (N - 1n).toString(16) })).toBe(false);
    const { b, B } = await serverEphemeralOffThread(verifierHex);
    const gb = (BigInt(`0x${B}`) - ((k * BigInt(`0x${verifierHex}`)) % N) + N) % N;
    const client = srpClient(POOL);
    const answer = client.respond(
      { SRP_B: B, SALT: salt, SECRET_BLOCK: secretBlock, USER_ID_FOR_SRP: USER },
      PASSWORD,
    );
    const claim = { ...good, A: client.A, b, B, timestamp: answer.TIMESTAMP };
    expect(gb).not.toBe(0n);
    expect(verifyPasswordClaim({ ...claim, signature: answer.PASSWORD_CLAIM_SIGNATURE })).toBe(true);
  });
});
