import { describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env.js';
import { awsCognitoSettings } from './token-verifier.js';

describe('awsCognitoSettings', () => {
  it('is off for the built-in pool', () => {
    expect(awsCognitoSettings(loadEnv({}))).toBeUndefined();
  });

  it("points at the real pool's JWKS, issuer and app client when COGNITO_* are set", () => {
    const env = loadEnv({
      COGNITO_USER_POOL_ID: 'us-east-1_AbCdEf123',
      COGNITO_REGION: 'us-east-1',
      COGNITO_CLIENT_ID: '1example23456789',
    });
    expect(awsCognitoSettings(env)).toEqual({
      jwksUrl: new URL(
        'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbCdEf123/.well-known/jwks.json',
      ),
      issuer: 'https://cognito-idp.us-east-1.amazonaws.com/us-east-1_AbCdEf123',
      audience: '1example23456789',
    });
  });
});
