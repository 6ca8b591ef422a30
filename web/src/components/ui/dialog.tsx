import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { IconButton } from './icon-button';

export interface DialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** A sentence under the title that the dialog's accessible description reads. */
  description?: ReactNode;
  children: ReactNode;
  size?: 'normal' | 'wide';
  /** Where focus goes on open: the first field (default), or a selector inside the dialog. */
  initialFocus?: string;
  /** `sheet`: a panel along the screen's edge (the phone's menus); `dialog`: centred. */
  variant?: 'dialog' | 'sheet' | 'sheet-start';
  /** Where focus goes on close when not back to the opener (the opener was removed, say). */
  returnFocus?: () => HTMLElement | null | undefined;
}

/**
 * A modal dialog (Radix Dialog: focus trapped inside, Escape and the one close control close it, the page
 * behind is inert). Focus moves to the first field on open and back to the control that was focused before
 * it opened. It never outgrows the viewport: its body scrolls instead.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  children,
  size = 'normal',
  initialFocus,
  variant = 'dialog',
  returnFocus: finalFocus,
}: DialogProps) {
  const t = useT('common');
  const returnFocus = useRef<HTMLElement | null>(null);
  // Layout effects run before Radix moves focus into the dialog: the opener is still the active element.
  useLayoutEffect(() => {
    if (open) returnFocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);

  const sheet = variant !== 'dialog';
  const contentClass = sheet
    ? `sheet${variant === 'sheet-start' ? ' sheet--start' : ''}`
    : `dialog${size === 'wide' ? ' dialog--wide' : ''}`;
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={sheet ? 'sheet__overlay' : 'dialog__overlay'} />
        <RadixDialog.Content
          className={contentClass}
          aria-describedby={undefined}
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            const content = event.currentTarget as HTMLElement;
            const target =
              (initialFocus ? content.querySelector<HTMLElement>(initialFocus) : null) ??
              content.querySelector<HTMLElement>(
                '[data-dialog-body] :is(input:not([type=hidden]), select, textarea, button, a[href])',
              ) ??
              content;
            target.focus();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            const target = finalFocus?.() ?? returnFocus.current;
            if (target && target.isConnected) target.focus();
          }}
        >
          <div className={sheet ? 'sheet__header' : 'dialog__header'}>
            <RadixDialog.Title className={sheet ? 'sheet__title' : 'dialog__title'}>{title}</RadixDialog.Title>
            <RadixDialog.Close asChild>
              <IconButton label={t('close')} icon={X} data-dialog-close />
            </RadixDialog.Close>
          </div>
          <div className={sheet ? 'sheet__body' : 'dialog__body'} data-dialog-body>
            {description ? <p className="dialog__description">{description}</p> : null}
            {children}
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
