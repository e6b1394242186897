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

  it.each([
    ['GET', '/api/vacancies/2147483648'],
    ['GET', '/api/vacancies?id_categoria=2147483648'],
    ['POST', '/api/candidate/applications', { id_vacante: 2147483648 }],
    ['POST', '/api/candidate/applications', { id_vacante: 1, id_espacio_agendamiento: 2147483648 }],
    ['POST', '/api/candidate/document/delete', { id_documento_candidato: 2147483648 }],
  ] as const)(
    '%s %s: an id past int4 is refused at the edge, naming the range',
    async (method, url, payload?) => {
      const res = await send(method, url, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('VALIDATION');
      expect(res.json().message).toContain('debe ser un entero de 1 a 2147483647');
    },
  );

  it('a number too large to read (1e400) or not a number says what to write', async () => {
    const huge = await send('GET', '/api/vacancies?page=1e400');
    expect(huge.json().message).toContain('El número es demasiado grande');
    const word = await send('GET', '/api/vacancies?page=dos');
    expect(word.json().message).toContain('Escribe un número, solo con cifras.');
    const fraction = await send('GET', '/api/vacancies?page=1.5');
    expect(fraction.json().message).toContain('Escribe un número entero, sin decimales.');
  });

  it('a `__proto__` key is dropped like any unknown field, not refused as broken JSON', async () => {
    const res = await send('GET', '/api/vacancies?page=1');
    const vacancy = res.json().items[0].id_vacante as number;
    const applied = await send(
      'POST',
      '/api/candidate/applications',
      `{"__proto__":{"x":1},"id_vacante":${vacancy}}`,
      {
        'content-type': 'application/json',
      },
    );
    expect(applied.json().message ?? '').not.toMatch(/JSON/);
    expect([200, 201, 409]).toContain(applied.statusCode);
    expect(({} as Record<string, unknown>).x).toBeUndefined();
  });

  it('an upload sent as JSON answers 415 and says to send a form', async () => {
    const res = await send('POST', '/api/candidate/upload_file_to_s3', { file: 'x' });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/multipart\/form-data/);
  });

  it('an upload with two files answers 400, one file per request', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    const head = (name: string, file?: string) =>
      Buffer.from(
        `--abc\r\nContent-Disposition: form-data; name="${name}"` +
          (file ? `; filename="${file}"\r\nContent-Type: image/png` : '') +
          '\r\n\r\n',
      );
    const fields = { bucket_name: ctx.env.STORAGE_BUCKET, object_name: `${demo.candidateId}/RUT/1/RUT.png` };
    const payload = Buffer.concat([
      ...Object.entries(fields).flatMap(([name, value]) => [head(name), Buffer.from(`${value}\r\n`)]),
      ...['a.png', 'b.png'].flatMap((file) => [head('file', file), png, Buffer.from('\r\n')]),
      Buffer.from('--abc--\r\n'),
    ]);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/candidate/upload_file_to_s3',
      headers: { ...demo.headers, 'content-type': 'multipart/form-data; boundary=abc' },
      payload,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Envía un solo archivo por solicitud.');
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
    // It migrates and seeds a second database in its body: on a loaded 2-core machine that alone has
    // taken 30 s, the default limit.
  }, 90_000);
});

describe('private answers', () => {
  it('are never cached; public ones keep their policy', async () => {
    expect((await send('GET', '/api/candidate/profile')).headers['cache-control']).toBe('no-store');
    expect((await ctx.app.inject({ url: '/api/ObtenerCiudades' })).headers['cache-control']).toBe(
      'public, max-age=30, stale-while-revalidate=60',
    );
  });
});
