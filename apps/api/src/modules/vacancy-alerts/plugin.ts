import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertDevToolRequest, hasPublicAddress } from '../../infra/mail/dev-mailbox-access.js';
import { scheduleJob } from '../../infra/scheduled-job.js';
import { loadStoredSecret } from '../../infra/stored-secrets.js';
import { configuredOrigin } from '../../lib/public-origin.js';
import { DIGEST_JOB, runDigests } from './digest.js';
import { UnsubscribeTokens } from '../../infra/mail/unsubscribe-tokens.js';

declare module 'fastify' {
  interface FastifyInstance {
    alertTokens: UnsubscribeTokens;
    /** One digest pass now (the hourly timer calls it; tests call it on their own clock). */
    runAlertDigests: () => ReturnType<typeof runDigests>;
  }
}

const devOnlyMessage =
  'Las alertas de desarrollo solo se pueden enviar desde el mismo equipo que ejecuta el portal.';

/** Vacancy alerts: the unsubscribe-link key, and an hourly digest pass in every process (one at a time). */
export const vacancyAlertsModule = fp(
  async (app) => {
    const tokens = new UnsubscribeTokens(await loadStoredSecret(app.db, 'alert_unsubscribe'), 'alertas-baja');
    app.decorate('alertTokens', tokens);
    const runNow = scheduleJob(app, {
      ...DIGEST_JOB,
      run: (now) => runDigests({ db: app.db, tokens, origin: configuredOrigin(app.env) }, now),
      count: (outcome) => outcome.sent.length,
    });
    app.decorate('runAlertDigests', runNow);
    registerDevTrigger(app);
  },
  { name: 'vacancy-alerts', dependencies: ['mail'] },
);

/**
 * Beside the development mailbox (same machine, no SMTP): send today's digests now instead of waiting
 * for the hourly pass, to see them in /dev/correos.
 */
function registerDevTrigger(app: FastifyInstance) {
  if (app.mail.transport !== 'outbox' || hasPublicAddress(app.env)) return;
  app.post('/api/dev/vacancy-alerts/run', async (request) => {
    assertDevToolRequest(request, devOnlyMessage);
    const outcome = await app.runAlertDigests();
    return { enviados: outcome.sent.length };
  });
}
