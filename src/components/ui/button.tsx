import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router';

export type ButtonVariant = 'primary' | 'secondary' | 'danger' | 'ghost';
export type ButtonSize = 'sm' | 'md';

const base =
  'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors disabled:cursor-not-allowed disabled:opacity-60 whitespace-nowrap';
const variants: Record<ButtonVariant, string> = {
  primary:
    'bg-brand-600 text-white hover:bg-brand-700 dark:bg-brand-500 dark:text-gray-950 dark:hover:bg-brand-400',
  secondary:
    'border border-gray-300 bg-white text-gray-900 hover:bg-gray-100 dark:border-gray-600 dark:bg-gray-900 dark:text-gray-100 dark:hover:bg-gray-800',
  danger:
    'bg-red-700 text-white hover:bg-red-800 dark:bg-red-400 dark:text-gray-950 dark:hover:bg-red-300',
  ghost: 'text-gray-700 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800',
};
const sizes: Record<ButtonSize, string> = {
  sm: 'min-h-9 px-3 py-1.5 text-sm',
  md: 'min-h-10 px-4 py-2 text-sm',
};

export const buttonClass = ({
  variant = 'secondary',
  size = 'md',
  className = '',
}: { variant?: ButtonVariant; size?: ButtonSize; className?: string } = {}) =>
  `${base} ${variants[variant]} ${sizes[size]} ${className}`.trim();

export const Spinner = ({ className = 'size-4' }: { className?: string }) => (
  <svg className={`animate-spin ${className}`} viewBox="0 0 24 24" fill="none" aria-hidden="true">
    <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="4" />
    <path
      d="M22 12a10 10 0 0 0-10-10"
      stroke="currentColor"
      strokeWidth="4"
      strokeLinecap="round"
    />
  </svg>
);

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner and blocks repeated clicks while an action runs. */
  isPending?: boolean;
  /** What the button says while pending, e.g. "Saving…". */
  pendingLabel?: ReactNode;
  ref?: React.Ref<HTMLButtonElement>;
}

export const Button = ({
  variant,
  size,
  isPending = false,
  pendingLabel,
  className,
  children,
  disabled,
  type = 'button',
  ...rest
}: ButtonProps) => (
  <button
    type={type}
    className={buttonClass({ variant, size, className })}
    disabled={disabled || isPending}
    aria-busy={isPending || undefined}
    {...rest}
  >
    {isPending && <Spinner />}
    {isPending && pendingLabel ? pendingLabel : children}
  </button>
);

export const ButtonLink = ({
  variant,
  size,
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant; size?: ButtonSize }) => (
  <Link className={buttonClass({ variant, size, className })} {...rest} />
);
