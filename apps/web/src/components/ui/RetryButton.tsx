import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { buttonClass, type ButtonVariant } from './button-styles';
import { Spinner } from './Spinner';

interface RetryButtonProps {
  onRetry(): void;
  isRetrying: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/**
 * 'Reintentar' after a failed load. A plain button, so public pages show it without loading the React
 * Aria kit; while retrying it says 'Cargando...', stays focusable (aria-disabled) and ignores presses.
 */
export function RetryButton({
  onRetry,
  isRetrying,
  variant = 'secondary',
  className = '',
}: RetryButtonProps) {
  return (
    <button
      type="button"
      aria-disabled={isRetrying || undefined}
      onClick={() => {
        if (!isRetrying) onRetry();
      }}
      className={buttonClass(variant, `${className} ${isRetrying ? 'cursor-wait opacity-60' : ''}`)}
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
  );
}
