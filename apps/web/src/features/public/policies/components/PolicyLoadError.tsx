import { RetryButton } from '@/components/ui/RetryButton';
import { POLICY_CONTACT_EMAIL } from '../policy-catalog';

/** Shown when a policy text cannot be loaded; the retry asks the server again (no react-aria here). */
export function PolicyLoadError({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  return (
    <div role="alert" className="rounded-xl border border-red-200 bg-red-50 px-5 py-6 text-red-900 sm:px-6">
      <h2 className="text-lg font-semibold">No pudimos cargar este documento</h2>
      <p className="mt-2 leading-7 text-red-800">
        Revisa tu conexión a internet e inténtalo de nuevo. Si el problema continúa, escríbenos a{' '}
        <a className="font-medium underline underline-offset-4" href={`mailto:${POLICY_CONTACT_EMAIL}`}>
          {POLICY_CONTACT_EMAIL}
        </a>
        .
      </p>
      <RetryButton variant="primary" className="mt-5" onRetry={onRetry} isRetrying={isRetrying} />
    </div>
  );
}
