// The SRP worker (decision 0075): Amplify's modular exponentiations, which take 0.5–1 s each on a
// slow phone, run here so the page keeps answering taps and keystrokes meanwhile.
import type { ModPowReply, ModPowRequest } from './mod-pow-messages';
import { modPowHex } from './mod-pow-hex';

const reply = (message: ModPowReply) => self.postMessage(message);

self.onmessage = ({ data }: MessageEvent<ModPowRequest>) => {
  modPowHex(data.base, data.exponent, data.modulus).then(
    (result) => reply({ id: data.id, result }),
    (error: unknown) => reply({ id: data.id, error: String(error) }),
  );
};
