import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { assertDevToolRequest, hasPublicAddress } from '../../infra/mail/dev-mailbox-access.js';
import { recordRun } from '../../infra/job-runs.js';
import { loadStoredSecret } from '../../infra/stored-secrets.js';
import { configuredOrigin } from '../../lib/public-origin.js';
import { DIGEST_JOB, runDigests } from './digest.js';
import { UnsubscribeTokens } from './unsubscribe-token.js';

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
    const tokens = new UnsubscribeTokens(await loadStoredSecret(app.db, 'alert_unsubscribe'));
    app.decorate('alertTokens', tokens);
    app.decorate('runAlertDigests', () => {
      const now = () => app.clock.now();
      return recordRun(
        app.db,
        DIGEST_JOB.name,
        now,
        () => runDigests({ db: app.db, tokens, origin: configuredOrigin(app.env) }, now()),
        (outcome) => outcome.sent.length,
      );
    });
    registerDevTrigger(app);
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      if (app.env.NODE_ENV === 'test') return;
      timer = setInterval(() => {
        app.runAlertDigests().catch((error: unknown) => app.log.error({ err: error }, 'alert digest failed'));
      }, DIGEST_JOB.everyMs);
      timer.unref();
    });
    app.addHook('onClose', async () => clearInterval(timer));
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
