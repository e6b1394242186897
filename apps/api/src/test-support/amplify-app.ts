import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { createTestApp, type TestContext } from './test-app.js';

export interface AmplifyApp {
  ctx: TestContext;
  /** http://127.0.0.1:<port> of the listening app. */
  base: string;
  /** What Amplify keeps between calls (tokens, LastAuthUser), as the browser's localStorage would. */
  store: Map<string, string>;
}

/**
 * A fresh app listening on a random loopback port, with the real aws-amplify v6 client pointed at its
 * /cognito endpoint and an in-memory token store. For conformance tests that drive Amplify in Node.
 */
export async function startAmplifyApp(): Promise<AmplifyApp> {
  const ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const address = ctx.app.server.address();
  const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  Amplify.configure({
    Auth: {
      Cognito: {
        userPoolId: ctx.env.IDENTITY_USER_POOL_ID,
        userPoolClientId: ctx.env.IDENTITY_CLIENT_ID,
        userPoolEndpoint: `${base}/cognito`,
      },
    },
  });
  const store = new Map<string, string>();
  cognitoUserPoolsTokenProvider.setKeyValueStorage({
    setItem: async (key, value) => void store.set(key, value),
    getItem: async (key) => store.get(key) ?? null,
    removeItem: async (key) => void store.delete(key),
    clear: async () => store.clear(),
  });
  return { ctx, base, store };
}
