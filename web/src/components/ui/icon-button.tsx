import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import type { LucideIcon } from 'lucide-react';
import { buttonClass, type ButtonVariant } from './button';

interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> {
  /** The accessible name: an icon button always says what it does. */
  label: string;
  icon: LucideIcon;
  variant?: ButtonVariant;
  /** Extra content after the icon (a count badge), hidden from assistive technology. */
  extra?: ReactNode;
  ref?: Ref<HTMLButtonElement>;
}

/** A square button showing one icon; its label is its accessible name. */
export function IconButton({
  label,
  icon: Icon,
  variant = 'ghost',
  extra,
  className,
  type = 'button',
  ...rest
}: IconButtonProps) {
  return (
    <button
      type={type}
      aria-label={label}
      className={`${buttonClass(variant)} icon-button${className ? ` ${className}` : ''}`}
      {...rest}
    >
      <Icon className="icon" aria-hidden="true" />
      {extra}
    </button>
  );
}
