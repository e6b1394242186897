import autocannon from 'autocannon';
import { demoIdToken } from './demo-token';

/** Every simulated user comes from an address of its own (X-Forwarded-For), as behind a real proxy. */
const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const setupRequest = (request: autocannon.Request) => {
  request.headers = { ...request.headers, 'x-forwarded-for': randomIp() };
  return request;
};

/**
 * The portal's everyday traffic for `durationS` seconds (bench:load, bench:memory): public search and
 * detail, the demo candidate's profile, applications and document report, and one user in five signing
 * in. The portal must trust X-Forwarded-For (TRUST_PROXY=true), so the sign-in limits see many people.
 */
export async function userMix(portalUrl: string, users: number, durationS: number) {
  const signInUsers = Math.max(1, Math.round(users / 5));
  const token = await demoIdToken(portalUrl);
  const config = (await (await fetch(`${portalUrl}/api/config`)).json()) as {
    identity: { userPoolClientId: string };
  };
  const list = (await (await fetch(`${portalUrl}/api/vacancies`)).json()) as {
    items: { id_vacante: number }[];
  };
  const detail = list.items[0]!.id_vacante;
  const auth = { authorization: `Bearer ${token}` };
  const reads = autocannon({
    url: portalUrl,
    connections: users - signInUsers,
    duration: durationS,
    timeout: 10,
    requests: [
      { method: 'GET', path: '/api/vacancies?q=montacargas', setupRequest },
      { method: 'GET', path: '/api/vacancies?id_ciudad=11001&page=2', setupRequest },
      { method: 'GET', path: `/api/vacancies/${detail}`, setupRequest },
      { method: 'GET', path: '/api/candidate/profile', headers: auth, setupRequest },
      { method: 'GET', path: '/api/candidate/applications', headers: auth, setupRequest },
      { method: 'GET', path: '/api/candidate/documents/report', headers: auth, setupRequest },
    ],
  });
  const signIns = autocannon({
    url: `${portalUrl}/cognito`,
    connections: signInUsers,
    duration: durationS,
    timeout: 10,
    requests: [
      {
        method: 'POST',
        headers: {
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': 'AWSCognitoIdentityProviderService.InitiateAuth',
        },
        body: JSON.stringify({
          ClientId: config.identity.userPoolClientId,
          AuthFlow: 'USER_PASSWORD_AUTH',
          AuthParameters: { USERNAME: '1020304050', PASSWORD: 'Portal2026!' },
        }),
        setupRequest,
      },
    ],
  });
  const [readResult, signInResult] = await Promise.all([reads, signIns]);
  return { signInUsers, reads: readResult, signIns: signInResult };
}
