import { request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorMessages } from '@portal/shared/messages';
import { asDemoCandidate, type CandidateActor } from '../test-support/actors.js';
import { cognito } from '../test-support/cognito-client.js';
import { createTestApp, type TestContext } from '../test-support/test-app.js';

// Bad input gets a 4xx in Spanish, never a 500 (issue 9 item 5): ids past int4, NUL bytes, broken
// multipart, bad URL encoding, oversized headers; a database outage is a 503.
let ctx: TestContext;
let demo: CandidateActor;
beforeAll(async () => {
  ctx = await createTestApp();
  demo = await asDemoCandidate(ctx);
});
afterAll(() => ctx.close());

const send = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object | string,
  headers: Record<string, string> = {},
) => ctx.app.inject({ method, url, headers: { ...demo.headers, ...headers }, payload });

describe('answers 400 in Spanish', () => {
  it.each([
    ['GET', '/api/vacancies/2147483648'],
    ['GET', '/api/vacancies?id_ciudad=1e10'],
    ['POST', '/api/candidate/applications', { id_vacante: 2147483648 }],
    ['POST', '/api/candidate/document/delete', { id_documento_candidato: 99999999999 }],
    ['PUT', '/api/candidate/applications/2147483648/share', { autoriza: true }],
  ] as const)('%s %s (an id past 2,147,483,647)', async (method, url, payload?: object) => {
    const res = await send(method, url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/[áéíóúñ]|no es válid/);
  });

  it('a NUL byte in a field, a query or the Cognito username', async () => {
    const profile = await send('PUT', '/api/candidate/profile', {
      primer_nombre: 'Ana\u0000',
      correo: 'a@b.co',
    });
    expect(profile.json()).toEqual({ code: 'BAD_REQUEST', message: errorMessages.nulByte });
    expect((await send('GET', '/api/get_presigned_url?url=%00')).statusCode).toBe(400);
    const signIn = await cognito(ctx.app, 'InitiateAuth', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      AuthFlow: 'USER_PASSWORD_AUTH',
      AuthParameters: { USERNAME: '1020\u00004050', PASSWORD: 'x' },
    });
    expect(signIn.status).toBe(400);
    expect(signIn.errorType).toBe('InvalidParameterException');
  });

  it.each([
    ['no boundary', 'multipart/form-data', 'xx'],
    ['another boundary', 'multipart/form-data; boundary=abc', '--xyz\r\n\r\n'],
    [
      'unterminated',
      'multipart/form-data; boundary=abc',
      '--abc\r\nContent-Disposition: form-data; name="bucket_name"\r\n\r\nportal',
    ],
  ])('a malformed multipart upload (%s)', async (_name, contentType, body) => {
    const res = await send('POST', '/api/candidate/upload_file_to_s3', body, { 'content-type': contentType });
    expect(res.statusCode).toBe(400);
  });

  it('a badly encoded URL, without echoing it', async () => {
    const res = await send('GET', '/api/vacancies/%E0%A4%A');
    expect(res.json()).toEqual({ code: 'BAD_REQUEST', message: errorMessages.badUrl });
  });

  it('oversized headers (431), on a real socket', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { status, body } = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = httpRequest(
        `${address}/api/vacancies`,
        { headers: { 'x-relleno': 'a'.repeat(20_000) } },
        (res) => {
          let text = '';
          res.on('data', (chunk: Buffer) => (text += chunk.toString()));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
        },
      );
      req.on('error', reject);
      req.end();
    });
    expect(status).toBe(431);
    expect(JSON.parse(body).message).toBe(errorMessages.headersTooLarge);
  });
});

describe('a database outage', () => {
  it('answers 503 with a Spanish message, not 500', async () => {
    const other = await createTestApp();
    await other.database.close();
    const res = await other.app.inject({ url: '/api/vacancies' });
    await other.app.close();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe(errorMessages.unavailable);
  });
});

describe('private answers', () => {
  it('are never cached; public ones keep their policy', async () => {
    expect((await send('GET', '/api/candidate/profile')).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: '/api/ObtenerCiudades' })).headers['cache-control']).toBe(
      'public, max-age=30, stale-while-revalidate=60',
    );
  });
});
