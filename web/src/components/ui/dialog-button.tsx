import { useState, type ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import { Button, type ButtonVariant } from './button';
import { Dialog } from './dialog';

interface DialogButtonProps {
  /** The button's text; also the dialog's title unless `title` is given. */
  label: string;
  title?: string;
  variant?: ButtonVariant;
  icon?: LucideIcon;
  /** Overrides the button's look (a menu entry). */
  className?: string;
  size?: 'normal' | 'wide';
  /** The dialog's content; `open` lets content load only while shown, `close` hides the dialog. */
  children: (dialog: { open: boolean; close: () => void }) => ReactNode;
}

/** A button that opens a modal dialog: the user panel's entries and the import buttons. */
export function DialogButton({ label, title = label, variant, icon, className, size, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      {className ? (
        <button type="button" className={className} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </button>
      ) : (
        <Button variant={variant} icon={icon} aria-haspopup="dialog" onClick={() => setOpen(true)}>
          {label}
        </Button>
      )}
      <Dialog open={open} onClose={close} title={title} size={size}>
        {children({ open, close })}
      </Dialog>
    </>
  );
}
