/** One modular exponentiation, as hexadecimal strings (a sign, if any, first), sent to the SRP worker. */
export interface ModPowRequest {
  id: number;
  base: string;
  exponent: string;
  modulus: string;
}

/** The worker's answer: the result in hexadecimal, or why it could not compute it. */
export type ModPowReply = { id: number; result: string } | { id: number; error: string };
