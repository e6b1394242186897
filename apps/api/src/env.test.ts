import { describe, expect, it } from 'vitest';
import { EnvError, loadEnv } from './env.js';

describe('loadEnv', () => {
  it('gives the embedded defaults on an empty environment', () => {
    const env = loadEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.pgliteDir).toBe('./data/pg');
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.SEED_DEMO_DATA).toBe(true);
    expect(env.IDENTITY_USER_POOL_ID).toBe('us-east-1_PortalLocal');
  });

  it('names the bad variable', () => {
    expect(() => loadEnv({ PORT: 'tres mil' })).toThrow(EnvError);
    expect(() => loadEnv({ PORT: 'tres mil' })).toThrow(/PORT/);
    expect(() => loadEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
    expect(() => loadEnv({ SEED_DEMO_DATA: 'quizás' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('asks for the three COGNITO_* settings together', () => {
    expect(() => loadEnv({ COGNITO_USER_POOL_ID: 'us-east-1_abc' })).toThrow(/COGNITO_REGION/);
    const env = loadEnv({
      COGNITO_USER_POOL_ID: 'us-east-1_abc',
      COGNITO_REGION: 'us-east-1',
      COGNITO_CLIENT_ID: 'abc123',
    });
    expect(env.COGNITO_REGION).toBe('us-east-1');
  });

  it('keeps the header deadline inside the request deadline (Node refuses the opposite)', () => {
    expect(loadEnv({}).HTTP_REQUEST_TIMEOUT_SECONDS).toBe(300);
    expect(() => loadEnv({ HTTP_HEADERS_TIMEOUT_SECONDS: '60', HTTP_REQUEST_TIMEOUT_SECONDS: '30' })).toThrow(
      /HTTP_HEADERS_TIMEOUT_SECONDS/,
    );
  });
});
