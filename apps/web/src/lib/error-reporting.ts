import { SENTRY_TRACES_SAMPLE_RATE } from '@portal/shared/constants';
import type { PublicConfig } from '@portal/shared/system/config';

type SentryModule = typeof import('@sentry/react');
let sentry: SentryModule | null = null;

/**
 * Sentry is on only when a DSN is configured, and its SDK is loaded only then, so visitors of a
 * deployment without error reports never download it. Console errors are forwarded as try/catch errors.
 */
export async function initErrorReporting(config: PublicConfig): Promise<void> {
  if (!config.sentryDsn || sentry) return;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.sentryDsn,
    environment: config.environment,
    tracesSampleRate: SENTRY_TRACES_SAMPLE_RATE,
    integrations: [Sentry.browserTracingIntegration()],
  });
  sentry = Sentry;
  forwardConsoleErrors();
}

function forwardConsoleErrors(): void {
  const original = console.error.bind(console);
  console.error = (...args: unknown[]) => {
    original(...args);
    reportError(args.find((arg) => arg instanceof Error) ?? args.map(String).join(' '), 'try_catch');
  };
}

export function reportError(error: unknown, kind: 'try_catch' | 'route_error' = 'try_catch'): void {
  const Sentry = sentry;
  if (!Sentry) return;
  Sentry.withScope((scope) => {
    scope.setTag('error_type', kind);
    if (error instanceof Error) Sentry.captureException(error);
    else Sentry.captureMessage(String(error), 'error');
  });
}
