import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { simpleParser } from 'mailparser';
import { oneClickUnsubscribeHeaders, renderMail } from './mail-html.js';
import { enqueueMails } from './outbox.js';
import { MailWorker } from './worker.js';
import { CONSENTS, cognito } from '../../test-support/cognito-client.js';
import { freePort } from '../../test-support/server-process.js';
import { startSmtpSink, type SmtpSink } from '../../test-support/smtp-sink.js';
import { createTestApp, type TestContext } from '../../test-support/test-app.js';

// The SMTP transport against a real smtp-server, which is down when the first delivery is tried.
let ctx: TestContext;
let port: number;
let smtp: SmtpSink | undefined;
let slow: SmtpSink | undefined;

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
  await slow?.close();
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

  it('sends the HTML alternative, the calendar invitation and the one-click unsubscribe headers as a mail client reads them', async () => {
    const mail = {
      recipient: 'html@example.co',
      subject: 'Aviso con HTML',
      ...renderMail({
        greeting: 'Hola Ana,',
        paragraphs: ['Tu postulación <avanzó> & sigue.'],
        action: { label: 'Ábrelo en el portal', url: 'http://localhost:3000/?tab=applications' },
        footer: [{ text: 'Eliges tus avisos en', url: 'http://localhost:3000/avisos' }],
      }),
      headers: oneClickUnsubscribeHeaders('http://localhost:3000/api/notifications/unsubscribe?token=c1.x'),
      calendar: {
        method: 'REQUEST' as const,
        uid: 'entrevista-1@portaldeempleo.co',
        sequence: 1,
        start: '2030-03-04T14:30:00.000Z',
        stamp: new Date().toISOString(),
        minutes: 60,
        summary: 'Entrevista: Operario',
        location: 'Sede norte',
        description: 'Lleva tu documento.',
        attendee: { name: 'Ana', email: 'html@example.co' },
      },
    };
    await enqueueMails(ctx.database.db, [mail], new Date());
    const worker = ctx.app.mail.worker!;
    for (let i = 0; i < 50 && !smtp!.delivered.some((m) => m.to === 'html@example.co'); i++)
      await worker.runOnce();
    const parsed = await simpleParser(smtp!.delivered.find((m) => m.to === 'html@example.co')!.raw);
    expect(parsed.subject).toBe('Aviso con HTML');
    expect(parsed.text).toContain('Tu postulación <avanzó> & sigue.');
    expect(parsed.text).toContain('Ábrelo en el portal: http://localhost:3000/?tab=applications');
    // Escaped in HTML: what the person wrote is never markup.
    expect(parsed.html).toContain('Tu postulación &#60;avanzó&#62; &#38; sigue.');
    expect(parsed.html).toContain('href="http://localhost:3000/?tab=applications"');
    // The invitation travels as the text/calendar part a calendar offers to add, organized by the sender.
    const invitation = parsed.attachments.find((part) => part.contentType === 'text/calendar');
    expect(invitation?.content.toString()).toContain('METHOD:REQUEST');
    expect(invitation?.content.toString()).toContain('ORGANIZER;CN="Portal":mailto:no-reply@portal.test');
    // mailparser reads the List-* headers into one structure (RFC 2369 and RFC 8058).
    expect(parsed.headers.get('list')).toEqual({
      unsubscribe: { url: 'http://localhost:3000/api/notifications/unsubscribe?token=c1.x' },
      'unsubscribe-post': { name: 'List-Unsubscribe=One-Click' },
    });
  });

  it('stops sending its batch once the lease ends: the rest may be claimed by another process', async () => {
    // A worker of its own on its own clock, a day ahead: the app's worker never finds these due.
    const start = Date.now() + 86_400_000;
    let clock = start;
    const slowPort = await freePort();
    // The first delivery takes longer than the lease (the clock moves past it while it is sent).
    slow = await startSmtpSink(slowPort, () => {
      clock = start + 60_001;
      return false;
    });
    const worker = new MailWorker({
      db: ctx.database.db,
      smtpUrl: `smtp://127.0.0.1:${slowPort}`,
      from: 'Portal <no-reply@portal.test>',
      log: ctx.app.log,
      now: () => new Date(clock),
      leaseMs: 60_000,
    });
    const batch = ['lento0', 'lento1', 'lento2'].map((name) => ({
      recipient: `${name}@example.co`,
      subject: name,
      text: name,
    }));
    await enqueueMails(ctx.database.db, batch, new Date(start - 3_600_000), 100);
    try {
      expect(await worker.runOnce()).toBe(1);
    } finally {
      await worker.stop();
    }
    // One went out (in the order the claim returned them); the other two were not tried.
    expect(slow.delivered).toHaveLength(1);
    const rows = await ctx.database.db.select().from(mailOutbox).where(like(mailOutbox.recipient, 'lento%'));
    expect(rows.filter((row) => row.status === 'sent').map((row) => row.recipient)).toEqual([
      slow.delivered[0]!.to,
    ]);
    // Claimed once, left for whoever takes them after the lease.
    const left = rows.filter((row) => row.status === 'pending');
    expect(left.map((row) => [row.attempts, row.next_attempt_at.getTime()])).toEqual([
      [1, start + 60_000],
      [1, start + 60_000],
    ]);
  });
});
