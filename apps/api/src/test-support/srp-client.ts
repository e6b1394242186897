import { createDiffieHellman, createHash, createHmac, randomBytes } from 'node:crypto';

// A client-side SRP written apart from the server's srp.ts (tests and the bench must not share its
// mistakes). Only the prime is repeated: RFC 3526, 3072 bits.
const N_HEX = [
  'FFFFFFFFFFFFFFFFC90FDAA22168C234C4C6628B80DC1CD129024E088A67CC74020BBEA63B139B22514A08798E3404DDEF',
  '9519B3CD3A431B302B0A6DF25F14374FE1356D6D51C245E485B576625E7EC6F44C42E9A637ED6B0BFF5CB6F406B7EDEE38',
  '6BFB5A899FA5AE9F24117C4B1FE649286651ECE45B3DC2007CB8A163BF0598DA48361C55D39A69163FA8FD24CF5F83655D',
  '23DCA3AD961C62F356208552BB9ED529077096966D670C354E4ABC9804F1746C08CA18217C32905E462E36CE3BE39E772C',
  '180E86039B2783A2EC07A28FB5C55DF06F4C52C9DE2BCBF6955817183995497CEA956AE515D2261898FA051015728E5A8A',
  'AAC42DAD33170D04507A33A85521ABDF1CBA64ECFB850458DBEF0A8AEA71575D060C7DB3970F85A6E1E4C7ABF5AE8CDB09',
  '33D71E8C94E04A25619DCEE3D2261AD2EE6BF12FFA06D98A0864D87602733EC86A64521F2B18177B200CBBE117577A615D',
  '6C770988C0BAD946E208E24FA074E5AB3143DB5BFCE0FD108E4B82D120A93AD2CAFFFFFFFFFFFFFFFF',
].join('');
const N = BigInt(`0x${N_HEX}`);
const dh = createDiffieHellman(Buffer.from(N_HEX, 'hex'), Buffer.from([2]));

const big = (hex: string) => BigInt(`0x${hex}`);
const bytes = (n: bigint) => {
  const hex = n.toString(16);
  return Buffer.from(hex.length % 2 ? `0${hex}` : hex, 'hex');
};
/** Cognito's padding, as bytes: a leading zero byte when the high bit is set. */
const padded = (n: bigint) => {
  const raw = bytes(n);
  return raw[0]! >= 0x80 ? Buffer.concat([Buffer.from([0]), raw]) : raw;
};
const sha = (...parts: Buffer[]) => createHash('sha256').update(Buffer.concat(parts)).digest();
const pow = (base: bigint, exp: bigint) => {
  dh.setPrivateKey(bytes(exp));
  return big(dh.computeSecret(bytes(base)).toString('hex'));
};

const K = big(sha(padded(N), padded(2n)).toString('hex'));
const DAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const two = (n: number) => String(n).padStart(2, '0');

/** `Tue Nov 3 09:05:07 UTC 2026`, as Amplify writes TIMESTAMP. */
export function srpTimestamp(date = new Date()): string {
  const time = `${two(date.getUTCHours())}:${two(date.getUTCMinutes())}:${two(date.getUTCSeconds())}`;
  return `${DAYS[date.getUTCDay()]} ${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()} ${time} UTC ${date.getUTCFullYear()}`;
}

export function clientX(poolName: string, userId: string, password: string, saltHex: string): bigint {
  const inner = sha(Buffer.from(`${poolName}${userId}:${password}`, 'utf8'));
  return big(sha(padded(big(saltHex)), inner).toString('hex'));
}

export interface PasswordVerifierParams {
  SRP_B: string;
  SALT: string;
  SECRET_BLOCK: string;
  USER_ID_FOR_SRP: string;
}

/** Starts a client SRP exchange: send `A`, then answer PASSWORD_VERIFIER with `respond`. */
export function srpClient(poolName: string, a = big(randomBytes(32).toString('hex'))) {
  const A = pow(2n, a);
  return {
    A: A.toString(16),
    respond(params: PasswordVerifierParams, password: string, now = new Date()) {
      const B = big(params.SRP_B);
      const u = big(sha(padded(A), padded(B)).toString('hex'));
      const x = clientX(poolName, params.USER_ID_FOR_SRP, password, params.SALT);
      const base = (((B - K * pow(2n, x)) % N) + N) % N;
      const S = pow(base, a + u * x);
      const prk = createHmac('sha256', padded(u)).update(padded(S)).digest();
      const key = createHmac('sha256', prk)
        .update(Buffer.concat([Buffer.from('Caldera Derived Key'), Buffer.from([1])]))
        .digest()
        .subarray(0, 16);
      const timestamp = srpTimestamp(now);
      const signature = createHmac('sha256', key)
        .update(
          Buffer.concat([
            Buffer.from(poolName),
            Buffer.from(params.USER_ID_FOR_SRP),
            Buffer.from(params.SECRET_BLOCK, 'base64'),
            Buffer.from(timestamp),
          ]),
        )
        .digest('base64');
      return {
        USERNAME: params.USER_ID_FOR_SRP,
        PASSWORD_CLAIM_SECRET_BLOCK: params.SECRET_BLOCK,
        TIMESTAMP: timestamp,
        PASSWORD_CLAIM_SIGNATURE: signature,
      };
    },
  };
}
