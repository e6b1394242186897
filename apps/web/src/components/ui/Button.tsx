import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { BUTTON_LOADING_TEXT } from '@portal/shared/constants';
import { Spinner } from './Spinner';

const variants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 pressed:bg-brand-900',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50',
} as const;

export interface ButtonProps extends Omit<AriaButtonProps, 'className' | 'children'> {
  variant?: keyof typeof variants;
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
    <AriaButton
      {...props}
      isPending={isLoading}
      className={`inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:cursor-not-allowed disabled:opacity-60 ${variants[variant]} ${className}`}
    >
      {isLoading ? (
        <>
          <Spinner className="size-4" />
          <span>{loadingText}</span>
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}
