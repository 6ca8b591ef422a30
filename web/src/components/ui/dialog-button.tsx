import { useState, type ReactNode } from 'react';
import { Dialog } from './dialog';

interface DialogButtonProps {
  /** The button's text; also the dialog's title unless `title` is given. */
  label: string;
  title?: string;
  className: string;
  /** The dialog's content; `open` lets content load only while shown, `close` hides the dialog. */
  children: (dialog: { open: boolean; close: () => void }) => ReactNode;
}

/** A button that opens a modal dialog: the pattern of the user panel's entries and the import buttons. */
export function DialogButton({ label, title = label, className, children }: DialogButtonProps) {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)}>
        {label}
      </button>
      <Dialog open={open} onClose={close} title={title}>
        {children({ open, close })}
      </Dialog>
    </>
  );
}
