import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';

export type ButtonVariant = 'primary' | 'secondary' | 'destructive' | 'ghost';

/** The class of a button (or of a link that looks like one): primary, secondary, destructive (red) or ghost. */
export function buttonClass(variant: ButtonVariant = 'secondary', size: 'normal' | 'small' = 'normal'): string {
  return `button button--${variant}${size === 'small' ? ' button--small' : ''}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'normal' | 'small';
  /** An icon before the text (decorative: the text names the action). */
  icon?: LucideIcon;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

/** A button: `type="button"` unless told otherwise; destructive actions use the red variant. */
export function Button({
  variant = 'secondary',
  size = 'normal',
  icon: Icon,
  className,
  type = 'button',
  children,
  ...rest
}: ButtonProps) {
  return (
    <button type={type} className={`${buttonClass(variant, size)}${className ? ` ${className}` : ''}`} {...rest}>
      {Icon ? <Icon className="icon" aria-hidden="true" /> : null}
      {children}
    </button>
  );
}
