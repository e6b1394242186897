import { randomUUID } from 'node:crypto';
import Fastify, {
  LogController,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { speakSpanish } from '@portal/shared/zod-spanish';
import type { DatabaseHandle } from './db/client.js';
import type { Env } from './env.js';
import { clientErrorHandler, frameworkErrorHandler, registerErrorHandling } from './plugins/error-handler.js';
import { registerInputGuards } from './plugins/input-guards.js';
import { publicReadsPlugin } from './plugins/public-reads.js';
import { registerPrivateCache } from './plugins/private-cache.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { isApiPath, isFilePath, registerSpa } from './plugins/spa.js';
import cookie from '@fastify/cookie';
import { mailModule } from './infra/mail/plugin.js';
import { storageModule } from './infra/storage/plugin.js';
import { systemClock, type Clock } from './lib/clock.js';
import { httpTimeouts } from './lib/http-timeouts.js';
import { countingLogger, RecentErrors } from './lib/recent-errors.js';
import { authenticatePlugin } from './plugins/authenticate.js';
import { requireArea, staffAuthPlugin } from './plugins/staff-auth.js';
import { documentOpeningRoutes } from './modules/audit-log/routes/candidate.js';
import { auditRoutes } from './modules/audit-log/routes/staff.js';
import { staffAuthPublicRoutes } from './modules/users/routes/public.js';
import { usersStaffRoutes } from './modules/users/routes/staff.js';
import { bulkUsersRoutes } from './modules/users/routes/bulk.js';
import { sessionVerifier } from './modules/users/session/sessions.js';
import { applicationRoutes } from './modules/applications/routes/candidate.js';
import { applicationStaffRoutes } from './modules/applications/routes/staff.js';
import { documentStaffRoutes } from './modules/documents/routes/staff.js';
import { reportStaffRoutes } from './modules/kpis/routes/staff.js';
import { orderClientRoutes } from './modules/orders/routes/client.js';
import { catalogStaffRoutes } from './modules/catalog/routes/staff.js';
import { processClientRoutes } from './modules/processes/routes/client.js';
import { orderStaffRoutes } from './modules/orders/routes/staff.js';
import { assignmentsModule } from './modules/assignments/plugin.js';
import { assignmentCandidateRoutes } from './modules/assignments/routes/candidate.js';
import { timesheetCandidateRoutes } from './modules/timesheets/routes/candidate.js';
import { timesheetClientRoutes } from './modules/timesheets/routes/client.js';
import { timesheetStaffRoutes } from './modules/timesheets/routes/staff.js';
import { payrollStaffRoutes } from './modules/timesheets/routes/payroll.js';
import { talentPoolModule } from './modules/talent-pool/plugin.js';
import { talentPoolPublicRoutes } from './modules/talent-pool/routes/public.js';
import { talentPoolStaffRoutes } from './modules/talent-pool/routes/staff.js';
import { assignmentClientRoutes } from './modules/assignments/routes/client.js';
import { assignmentStaffRoutes } from './modules/assignments/routes/staff.js';
import { contractsModule } from './modules/contracts/plugin.js';
import { wagePolicyStaffRoutes } from './modules/users/routes/wage-policy.js';
import { contractCandidateRoutes } from './modules/contracts/routes/candidate.js';
import { contractClientRoutes } from './modules/contracts/routes/client.js';
import { contractPublicRoutes } from './modules/contracts/routes/public.js';
import { contractStaffRoutes } from './modules/contracts/routes/staff.js';
import { conversationClientRoutes } from './modules/conversations/routes/client.js';
import { conversationStaffRoutes } from './modules/conversations/routes/staff.js';
import { legalFigureStaffRoutes } from './modules/legal-figures/routes/staff.js';
import { usersClientRoutes } from './modules/users/routes/client.js';
import { currentCandidatePlugin } from './modules/candidates/current-candidate.js';
import { candidateIdentityHooks } from './modules/candidates/identity-hooks.js';
import { signUpConsents } from './modules/consents/service.js';
import { consentRoutes } from './modules/consents/routes/candidate.js';
import { retentionModule } from './modules/retention/plugin.js';
import { vacancyAlertsModule } from './modules/vacancy-alerts/plugin.js';
import { notificationsModule } from './modules/notifications/plugin.js';
import { applicationsModule } from './modules/applications/plugin.js';
import { dataRequestsModule } from './modules/data-requests/plugin.js';
import {
  notificationCandidateRoutes,
  notificationPublicRoutes,
  notificationStaffRoutes,
} from './modules/notifications/routes/areas.js';
import { vacancyAlertCandidateRoutes } from './modules/vacancy-alerts/routes/candidate.js';
import { vacancyAlertPublicRoutes } from './modules/vacancy-alerts/routes/public.js';
import { dataRequestCandidateRoutes } from './modules/data-requests/routes/candidate.js';
import { dataRequestStaffRoutes } from './modules/data-requests/routes/staff.js';
import { myDataRoutes } from './modules/my-data/routes/candidate.js';
import { candidateRoutes } from './modules/candidates/routes/candidate.js';
import { catalogRoutes } from './modules/catalog/routes/public.js';
import { documentsModule } from './modules/documents/plugin.js';
import { documentRoutes } from './modules/documents/routes/candidate.js';
import { identityModule, identityTokenVerifier } from './modules/identity/plugin.js';
import { systemRoutes } from './modules/system/routes/public.js';
import { systemStaffRoutes } from './modules/system/routes/staff.js';
import { vacancyRoutes } from './modules/vacancies/routes/public.js';
import { publicPageRoutes } from './modules/public-pages/routes.js';
import { signedInPageRoutes } from './modules/public-pages/signed-in-pages.js';
import { loadPageShell } from './modules/public-pages/shell.js';
import { publicOrigin } from './lib/public-origin.js';
import { vacancyStaffRoutes } from './modules/vacancies/routes/staff.js';
import { seedDemoFiles } from './seed/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
    dbEngine: DatabaseHandle['engine'];
    dbLocation: DatabaseHandle['location'];
    /** 5xx answers and logged errors of the last hour, in this process (the system screen). */
    recentErrors: RecentErrors;
    /** Every route as registered (method and path): the authorization matrix test reads it. */
    routeTable: { method: string; url: string }[];
  }
}

speakSpanish();

export interface BuildOptions {
  env: Env;
  database: DatabaseHandle;
  logger?: FastifyServerOptions['logger'];
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;
const HEALTH_CHECKS = new Set(['/healthz', '/readyz']);

/**
 * One log line per request, written when its answer is sent (Fastify's default is two, which cost
 * throughput), and none for the balancer's health checks (several a second, all alike).
 */
class OneLinePerRequest extends LogController {
  constructor() {
    // By the route matched, so a balancer's `/healthz?probe=1` is a health check too.
    super({ disableRequestLogging: (request) => HEALTH_CHECKS.has(request.routeOptions.url ?? '') });
  }

  override incomingRequest() {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    if (this.isLogDisabled(request)) return;
    const line = {
      method: request.method,
      url: request.url,
      status: reply.statusCode,
      ms: reply.elapsedTime,
    };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request');
  }
}

/** Builds the whole server: external plugins, then ours, then feature modules. Tests import this. */
export async function buildApp({ env, database, logger }: BuildOptions) {
  const recentErrors = new RecentErrors();
  const app = Fastify({
    logger: countingLogger(logger ?? { level: env.LOG_LEVEL }, recentErrors),
    trustProxy: env.TRUST_PROXY,
    ...httpTimeouts(env),
    requestIdHeader: false,
    logController: new OneLinePerRequest(),
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // A `__proto__` or `constructor` key is valid JSON: dropped like any field a schema does not
    // name, instead of refusing the body as if it were broken JSON.
    onProtoPoisoning: 'remove',
    onConstructorPoisoning: 'remove',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  const routeTable: { method: string; url: string }[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat())
      if (method !== 'HEAD') routeTable.push({ method, url: route.url });
  });
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('env', env);
  app.decorate('db', database.db);
  app.decorate('dbEngine', database.engine);
  app.decorate('dbLocation', database.location);
  app.decorate('recentErrors', recentErrors);
  // Hooks on every request take a callback, not a promise: measurably cheaper on the hot path.
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.header('x-request-id', request.id);
    done(null, payload);
  });
  app.addHook('onResponse', (_request, reply, done) => {
    if (reply.statusCode >= 500) recentErrors.record('serverErrors');
    done();
  });

  registerSecurityHeaders(app, env);
  registerErrorHandling(app);
  registerInputGuards(app);
  registerPrivateCache(app);
  await app.register(publicReadsPlugin, { changes: database.publicChanges });
  // The built SPA's files, and its index.html as the shell of every page (null in API-only mode).
  const shell = (await registerSpa(app, env.WEB_DIST_DIR)) ? await loadPageShell(env, app.log) : null;

  // Platform services.
  app.decorate('clock', systemClock());
  await app.register(mailModule, { now: () => app.clock.now() });
  await app.register(storageModule);

  // Module life cycles.
  await app.register(identityModule, { hooks: candidateIdentityHooks(signUpConsents) });
  await app.register(documentsModule);
  await app.register(retentionModule);
  await app.register(vacancyAlertsModule);
  await app.register(notificationsModule);
  await app.register(applicationsModule);
  await app.register(dataRequestsModule);
  await app.register(assignmentsModule);
  await app.register(contractsModule);
  await app.register(talentPoolModule);
  // Storage that is down at start must not keep the API down: the demo files are written next start.
  if (env.SEED_DEMO_DATA) {
    app.addHook('onReady', () =>
      seedDemoFiles(app.db, app.storage).catch((error: unknown) =>
        app.log.warn({ err: error }, 'demo files not written: storage unavailable'),
      ),
    );
  }
  await app.register(authenticatePlugin, { verifier: identityTokenVerifier(app.identity) });
  await app.register(cookie);
  await app.register(staffAuthPlugin, {
    verifier: sessionVerifier(app.db, app.clock, database.publicChanges),
  });

  // Public group: no sign-in.
  await app.register(async (publicGroup) => {
    await publicGroup.register(systemRoutes);
    await publicGroup.register(catalogRoutes, { prefix: '/api' });
    await publicGroup.register(vacancyRoutes, { prefix: '/api' });
    await publicGroup.register(staffAuthPublicRoutes, { prefix: '/api' });
    await publicGroup.register(publicPageRoutes, { shell });
    // The staff and client areas' pages: their screen's files and first answers up front (0073).
    await publicGroup.register(signedInPageRoutes, { shell });
    await publicGroup.register(vacancyAlertPublicRoutes, { prefix: '/api' });
    await publicGroup.register(notificationPublicRoutes, { prefix: '/api' });
    await publicGroup.register(contractPublicRoutes, { prefix: '/api' });
    await publicGroup.register(talentPoolPublicRoutes, { prefix: '/api' });
  });

  // Candidate group: a bearer id token, then the caller's own candidate record, checked once here.
  // The token is checked on request, before any body is read or validated: a caller without one
  // learns nothing about the route's input and sends no bytes we read.
  await app.register(async (candidateGroup) => {
    candidateGroup.addHook('onRequest', candidateGroup.authenticateBearer);
    await candidateGroup.register(currentCandidatePlugin);
    await candidateGroup.register(candidateRoutes, { prefix: '/api' });
    await candidateGroup.register(applicationRoutes, { prefix: '/api' });
    await candidateGroup.register(documentRoutes, { prefix: '/api' });
    await candidateGroup.register(consentRoutes, { prefix: '/api' });
    await candidateGroup.register(documentOpeningRoutes, { prefix: '/api' });
    await candidateGroup.register(dataRequestCandidateRoutes, { prefix: '/api' });
    await candidateGroup.register(myDataRoutes, { prefix: '/api' });
    await candidateGroup.register(vacancyAlertCandidateRoutes, { prefix: '/api' });
    await candidateGroup.register(notificationCandidateRoutes, { prefix: '/api' });
    await candidateGroup.register(assignmentCandidateRoutes, { prefix: '/api' });
    await candidateGroup.register(timesheetCandidateRoutes, { prefix: '/api' });
    await candidateGroup.register(contractCandidateRoutes, { prefix: '/api' });
  });

  // Staff group: agency staff and company users by session cookie, with the CSRF token on every
  // mutating call, checked once here; each route then names the roles it serves.
  await app.register(async (staffGroup) => {
    staffGroup.addHook('onRequest', staffGroup.authenticateStaff);
    staffGroup.addHook('preValidation', requireArea);
    await staffGroup.register(usersStaffRoutes, { prefix: '/api' });
    await staffGroup.register(bulkUsersRoutes, { prefix: '/api' });
    await staffGroup.register(auditRoutes, { prefix: '/api' });
    await staffGroup.register(systemStaffRoutes, { prefix: '/api' });
    await staffGroup.register(vacancyStaffRoutes, { prefix: '/api' });
    await staffGroup.register(applicationStaffRoutes, { prefix: '/api' });
    await staffGroup.register(documentStaffRoutes, { prefix: '/api' });
    await staffGroup.register(reportStaffRoutes, { prefix: '/api' });
    await staffGroup.register(processClientRoutes, { prefix: '/api' });
    await staffGroup.register(orderStaffRoutes, { prefix: '/api' });
    await staffGroup.register(orderClientRoutes, { prefix: '/api' });
    await staffGroup.register(catalogStaffRoutes, { prefix: '/api' });
    await staffGroup.register(usersClientRoutes, { prefix: '/api' });
    await staffGroup.register(dataRequestStaffRoutes, { prefix: '/api' });
    await staffGroup.register(notificationStaffRoutes, { prefix: '/api' });
    await staffGroup.register(conversationClientRoutes, { prefix: '/api' });
    await staffGroup.register(conversationStaffRoutes, { prefix: '/api' });
    await staffGroup.register(assignmentStaffRoutes, { prefix: '/api' });
    await staffGroup.register(assignmentClientRoutes, { prefix: '/api' });
    await staffGroup.register(timesheetStaffRoutes, { prefix: '/api' });
    await staffGroup.register(payrollStaffRoutes, { prefix: '/api' });
    await staffGroup.register(talentPoolStaffRoutes, { prefix: '/api' });
    await staffGroup.register(timesheetClientRoutes, { prefix: '/api' });
    await staffGroup.register(legalFigureStaffRoutes, { prefix: '/api' });
    await staffGroup.register(contractStaffRoutes, { prefix: '/api' });
    await staffGroup.register(contractClientRoutes, { prefix: '/api' });
    await staffGroup.register(wagePolicyStaffRoutes, { prefix: '/api' });
  });

  app.setNotFoundHandler(async (request, reply) => {
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (shell && wantsPage && !isApiPath(request.url) && !isFilePath(request.url)) {
      return shell.send(reply, publicOrigin(request, env));
    }
    return reply.code(404).send({
      code: 'NOT_FOUND',
      message: `La ruta ${request.method} ${request.url.split('?')[0]} no existe.`,
    });
  });

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
