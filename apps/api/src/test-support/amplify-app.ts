import { Amplify } from 'aws-amplify';
import { cognitoUserPoolsTokenProvider } from 'aws-amplify/auth/cognito';
import { startListeningApp, type TestContext } from './test-app.js';

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
  const { ctx, base } = await startListeningApp();
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
