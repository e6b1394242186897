import type { ReactNode } from 'react';
import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { buttonClass } from './button-styles';
import { Spinner } from './Spinner';

interface LoadErrorProps {
  title: string;
  children?: ReactNode;
  onRetry(): void;
  isRetrying: boolean;
}

/**
 * What a list or section shows when its data did not arrive: say so, and offer to ask again. A plain
 * button, so public pages show it without loading the React Aria kit; while retrying it stays
 * focusable (aria-disabled) and ignores presses.
 */
export function LoadError({ title, children, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      {children && <div className="text-sm">{children}</div>}
      <button
        type="button"
        aria-disabled={isRetrying || undefined}
        onClick={() => {
          if (!isRetrying) onRetry();
        }}
        className={buttonClass('secondary', isRetrying ? 'cursor-wait opacity-60' : '')}
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
