import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { buttonClass } from '@/components/ui/button-styles';
import { Spinner } from '@/components/ui/Spinner';
import { POLICY_CONTACT_EMAIL } from '../policy-catalog';

/**
 * Shown when a policy text cannot be loaded; the retry asks the server again. A plain button like
 * `Button` (busy: 'Cargando...', not pressable), so the policy page does not load react-aria.
 */
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
      <button
        type="button"
        className={buttonClass('primary', 'mt-5')}
        aria-disabled={isRetrying || undefined}
        onClick={() => !isRetrying && onRetry()}
      >
        {isRetrying ? (
          <>
            <Spinner className="size-4" />
            <span>{BUTTON_LOADING_TEXT}</span>
          </>
        ) : (
          'Reintentar'
        )}
      </button>
    </div>
  );
}
