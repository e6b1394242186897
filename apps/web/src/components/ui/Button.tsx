import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { buttonClass, type ButtonVariant } from './button-styles';
import { ButtonLabel } from './ButtonLabel';

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: ButtonVariant;
  isLoading?: boolean;
  loadingText?: string;
  className?: string;
  children: React.ReactNode;
}

/** Accessible button; while loading it is disabled and says 'Cargando...' (spec §9). */
export function Button({
  variant = 'primary',
  isLoading = false,
  loadingText = BUTTON_LOADING_TEXT,
  className = '',
  children,
  ...props
}: ButtonProps) {
  return (
    <AriaButton {...props} isPending={isLoading} className={buttonClass(variant, className)}>
      <ButtonLabel isLoading={isLoading} loadingText={loadingText}>
        {children}
      </ButtonLabel>
    </AriaButton>
  );
}
