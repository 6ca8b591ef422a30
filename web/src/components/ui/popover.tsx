import * as RadixPopover from '@radix-ui/react-popover';
import { useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Dialog } from './dialog';
import { useIsPhone } from './use-media-query';

interface ResponsivePanelProps {
  /** The trigger's content. */
  trigger: ReactNode;
  /** The trigger's accessible name when its content is not text alone. */
  triggerLabel?: string;
  triggerClassName: string;
  /** The panel's title: the sheet's heading on a phone, the popover's accessible name elsewhere. */
  title: string;
  /** Rendered inside; `close` hides the panel. Dialogs opened from it are rendered inside too. */
  children: (close: () => void) => ReactNode;
}

/**
 * A panel opened from a button of the top navigation (user panel, notifications): a popover positioned by
 * Radix (it flips and shifts to stay inside the viewport) on wide screens, a sheet along the edge on a phone.
 * Escape, a click outside and navigating close it; focus returns to the button.
 */
export function ResponsivePanel({ trigger, triggerLabel, triggerClassName, title, children }: ResponsivePanelProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  const close = () => setOpen(false);

  if (phone) {
    return (
      <>
        <button
          type="button"
          className={triggerClassName}
          aria-label={triggerLabel}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={() => setOpen(true)}
        >
          {trigger}
        </button>
        <Dialog open={open} onClose={close} title={title} variant="sheet" initialFocus="[data-dialog-close]">
          {children(close)}
        </Dialog>
      </>
    );
  }
  return (
    <RadixPopover.Root open={open} onOpenChange={setOpen}>
      <RadixPopover.Trigger asChild>
        <button type="button" className={triggerClassName} aria-label={triggerLabel}>
          {trigger}
        </button>
      </RadixPopover.Trigger>
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="popover"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={title}
          data-panel
        >
          {children(close)}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
