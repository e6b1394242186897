import type { ButtonVariant } from './button-styles';
import { PlainButton } from './PlainButton';

interface RetryButtonProps {
  onRetry(): void;
  isRetrying: boolean;
  variant?: ButtonVariant;
  className?: string;
}

/** 'Reintentar' after a failed load, on a plain button: public pages show it without React Aria. */
export function RetryButton({
  onRetry,
  isRetrying,
  variant = 'secondary',
  className = '',
}: RetryButtonProps) {
  return (
    <PlainButton variant={variant} className={className} isLoading={isRetrying} onPress={onRetry}>
      Reintentar
    </PlainButton>
  );
}
