import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outboxSchema } from '@portal/shared/system/dev-outbox';
import { assertDevToolRequest, hasPublicAddress } from './dev-mailbox-access.js';
import { listOutbox } from './outbox.js';
import type { MailWorker } from './worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    mail: { transport: 'smtp' | 'outbox'; worker: MailWorker | undefined };
  }
}

/** Mail delivery: SMTP through the outbox worker when SMTP_URL is set, otherwise the outbox only. */
const mailPlugin: FastifyPluginAsyncZod<{ now?: () => Date }> = async (app, { now }) => {
  const { env } = app;
  // nodemailer is loaded only where SMTP is configured (memory at rest, decision 0069).
  const worker = env.SMTP_URL
    ? new (await import('./worker.js')).MailWorker({
        db: app.db,
        smtpUrl: env.SMTP_URL,
        from: env.MAIL_FROM,
        log: app.log,
        now,
        leaseMs: env.MAIL_LEASE_SECONDS * 1000,
      })
    : undefined;
  app.decorate('mail', { transport: worker ? 'smtp' : 'outbox', worker });
  if (worker) {
    app.addHook('onReady', async () => worker.start());
    app.addHook('onClose', () => worker.stop());
    return;
  }
  if (hasPublicAddress(env)) {
    app.log.warn(
      { PUBLIC_URL: env.PUBLIC_URL },
      'SIN SMTP_URL: los correos (códigos de registro y recuperación) no se entregan a nadie. ' +
        'Defina SMTP_URL; la bandeja local no se publica en una dirección pública.',
    );
    return;
  }
  // Development mailbox: read what would have been sent (codes included), from this machine only.
  app.get('/api/dev/outbox', { schema: { response: { 200: outboxSchema } } }, async (request) => {
    assertDevToolRequest(
      request,
      'La bandeja de correos de desarrollo solo se puede consultar desde el mismo equipo que ejecuta el portal.',
    );
    const rows = await listOutbox(app.db);
    return rows.map((row) => ({ ...row, created_at: row.created_at.toISOString() }));
  });
};

export const mailModule = fp(mailPlugin, { name: 'mail' });
