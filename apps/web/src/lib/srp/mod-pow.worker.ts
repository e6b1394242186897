// The SRP worker (decisions 0075 and 0078): Amplify's modular exponentiations, with the platform's
// BigInt, off the page so that it keeps answering taps and keystrokes meanwhile.
import type { ModPowReply, ModPowRequest } from './mod-pow-messages';
import { modPowHex } from './mod-pow-bigint';

self.onmessage = ({ data }: MessageEvent<ModPowRequest>) => {
  let reply: ModPowReply;
  try {
    reply = { id: data.id, result: modPowHex(data.base, data.exponent, data.modulus) };
  } catch (error) {
    reply = { id: data.id, error: String(error) };
  }
  self.postMessage(reply);
};
