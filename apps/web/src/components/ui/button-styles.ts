/**
 * The looks of a button, shared by `Button`, `LinkButton` and plain buttons and links. `accent` and
 * `onDark` go on dark bands, inside an `on-dark` element (styles.css) so the focus ring shows there.
 */
export const buttonVariants = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800 pressed:bg-brand-900',
  secondary: 'bg-white text-brand-800 ring-1 ring-brand-700/30 hover:bg-brand-50',
  danger: 'bg-red-700 text-white hover:bg-red-800',
  ghost: 'bg-transparent text-brand-800 hover:bg-brand-50',
  accent: 'bg-accent-400 text-brand-900 hover:bg-accent-500',
  onDark: 'bg-transparent text-white ring-1 ring-white/70 hover:bg-white/10',
} as const;
export type ButtonVariant = keyof typeof buttonVariants;

/** Classes of a button of this variant: 44 px tall at least, a visible focus ring, dimmed when disabled. */
export const buttonClass = (variant: ButtonVariant = 'primary', className = '') =>
  `inline-flex min-h-11 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-semibold transition-colors focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 disabled:cursor-not-allowed disabled:opacity-60 ${buttonVariants[variant]} ${className}`;
