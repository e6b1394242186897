import type { ReactNode } from 'react';
import { buttonClass, type ButtonVariant } from './button-styles';
import { ButtonLabel } from './ButtonLabel';

export interface PlainButtonProps {
  /** A submit button sends its form; any other runs onPress. */
  type?: 'button' | 'submit';
  onPress?(): void;
  variant?: ButtonVariant;
  isLoading?: boolean;
  isDisabled?: boolean;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
  'aria-haspopup'?: 'dialog';
  'aria-expanded'?: boolean;
}

/**
 * `Button`'s looks and loading state on a plain <button>, for public pages that should not load the
 * React Aria kit (decision 0039). While loading it says 'Cargando...', stays focusable (aria-disabled)
 * and ignores presses, a submit too (Enter in a field included); a press focuses it, as React Aria
 * does where Safari would not, so a dialog it opens can give focus back.
 */
export function PlainButton({
  type = 'button',
  onPress,
  variant = 'primary',
  isLoading = false,
  isDisabled = false,
  className = '',
  children,
  ...aria
}: PlainButtonProps) {
  return (
    <button
      type={type}
      {...aria}
      disabled={isDisabled}
      aria-disabled={isLoading || undefined}
      onClick={(event) => {
        event.currentTarget.focus();
        if (isLoading) event.preventDefault();
        else onPress?.();
      }}
      className={buttonClass(variant, `${className} ${isLoading ? 'cursor-wait opacity-60' : ''}`)}
    >
      <ButtonLabel isLoading={isLoading}>{children}</ButtonLabel>
    </button>
  );
}
