import type { ReactNode } from 'react';
import { RetryButton } from './RetryButton';

interface LoadErrorProps {
  title: string;
  children?: ReactNode;
  onRetry(): void;
  isRetrying: boolean;
}

/** What a list or section shows when its data did not arrive: say so, and offer to ask again. */
export function LoadError({ title, children, onRetry, isRetrying }: LoadErrorProps) {
  return (
    <div role="alert" className="space-y-3 rounded-xl bg-red-50 p-5 text-red-900 ring-1 ring-red-200">
      <p className="font-semibold">{title}</p>
      {children && <div className="text-sm">{children}</div>}
      <RetryButton onRetry={onRetry} isRetrying={isRetrying} />
    </div>
  );
}
