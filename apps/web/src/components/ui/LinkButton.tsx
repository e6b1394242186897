import { Link, type LinkProps } from 'react-router';
import { buttonClass, type ButtonVariant } from './button-styles';

/** A link that looks like a button, for navigation actions. */
export function LinkButton({
  variant = 'primary',
  className = '',
  ...props
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link {...props} className={buttonClass(variant, className)} />;
}
