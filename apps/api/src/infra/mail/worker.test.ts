import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { CONSENTS, cognito } from '../../test-support/cognito-client.js';
import { freePort } from '../../test-support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The SMTP transport against a real smtp-server, which is down when the first delivery is tried.
let ctx: TestContext;
let port: number;
let smtp: SmtpSink | undefined;

beforeAll(async () => {
  port = await freePort();
  ctx = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${port}`,
    MAIL_FROM: 'Portal <no-reply@portal.test>',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp?.close();
});

const rows = () =>
  ctx.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, 'smtp@example.co'));

describe('mail delivery through SMTP', () => {
  it('has no development outbox page when SMTP is configured', async () => {
    expect(ctx.app.mail.transport).toBe('smtp');
    expect((await ctx.app.inject({ url: '/api/dev/outbox' })).statusCode).toBe(404);
  });

  it('keeps the message while SMTP is down, then delivers it after the backoff', async () => {
    const signUp = await cognito(ctx.app, 'SignUp', {
      ClientId: ctx.env.IDENTITY_CLIENT_ID,
      Username: '31000001',
      Password: 'Correo-Seguro-2026',
      ClientMetadata: CONSENTS,
      UserAttributes: [{ Name: 'email', Value: 'smtp@example.co' }],
    });
    expect(signUp.status).toBe(200);
    const worker = ctx.app.mail.worker!;
    // The worker may already be polling; wait for a pass that finds the server down.
    for (let i = 0; i < 50 && !(await rows())[0]?.last_error; i++) await worker.runOnce();
    const [failed] = await rows();
    expect(failed).toMatchObject({ status: 'pending' });
    expect(failed!.attempts).toBeGreaterThanOrEqual(1);
    expect(failed!.last_error).toMatch(/ECONNREFUSED|connect/i);

    smtp = await startSmtpSink(port);
    const later = Date.now() + 10 * 60_000;
    ctx.app.identity.clock.now = () => new Date(later);
    for (let i = 0; i < 50 && (await rows())[0]?.status !== 'sent'; i++) await worker.runOnce();
    const [sent] = await rows();
    expect(sent).toMatchObject({ status: 'sent' });
    const message = smtp.delivered.find((mail) => mail.to === 'smtp@example.co')?.raw;
    expect(message).toBeDefined();
    expect(message).toContain('no-reply@portal.test');
    expect(message).toMatch(/\b\d{6}\b/);
  });
});
