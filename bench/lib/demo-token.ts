/** An id token of the demo candidate from the portal's built-in user pool (USER_PASSWORD_AUTH). */
export async function demoIdToken(portalUrl: string): Promise<string> {
  const config = (await (await fetch(`${portalUrl}/api/config`)).json()) as {
    identity?: { userPoolClientId?: string };
  };
  const response = await fetch(`${portalUrl}/cognito`, {
    method: 'POST',
    headers: {
      'content-type': 'application/x-amz-json-1.1',
      'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
    },
    body: JSON.stringify({
      ClientId: config.identity?.userPoolClientId ?? 'portallocalclient0000000001',
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
    }),
  });
  const body = (await response.json()) as { AuthenticationResult?: { IdToken?: string } };
  const token = body.AuthenticationResult?.IdToken;
  if (!token)
    throw new Error(`no se pudo iniciar sesión con el candidato de demostración: ${JSON.stringify(body)}`);
  return token;
}
