import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useT } from '../../lib/i18n';
import { IconButton } from './icon-button';

import type { DialogProps } from './dialog';

/** The dialog itself, on Radix Dialog (see dialog.tsx, which loads this module the first time a dialog opens). */
export function DialogImpl({
  open,
  onClose,
  title,
  description,
  children,
  size = 'normal',
  initialFocus,
  variant = 'dialog',
  returnFocus: finalFocus,
  opener,
}: DialogProps & { opener: () => HTMLElement | null }) {
  const t = useT('common');

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
            const target = finalFocus?.() ?? opener();
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
