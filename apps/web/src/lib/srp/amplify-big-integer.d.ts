/** Amplify's SRP big integer (jsbn), aliased in vite.config.ts; only what the worker hand-off uses. */
declare module '@amplify-internal/srp-big-integer' {
  export type ModPowCallback = (error: unknown, result: AmplifyBigInteger | null) => void;
  export interface AmplifyBigInteger {
    modPow(exponent: AmplifyBigInteger, modulus: AmplifyBigInteger, callback: ModPowCallback): void;
    toString(radix: number): string;
    equals(other: AmplifyBigInteger): boolean;
  }
  const BigInteger: {
    new (value: string, radix: number): AmplifyBigInteger;
    prototype: AmplifyBigInteger;
  };
  export default BigInteger;
}

/** Amplify's SRP constants, aliased in vite.config.ts: its N (RFC 3526, 3072 bits) in hexadecimal. */
declare module '@amplify-internal/srp-constants' {
  export const INIT_N: string;
}
