import * as RadixPopover from '@radix-ui/react-popover';
import type { ReactNode, RefObject } from 'react';
import { DialogImpl } from './dialog-impl';

interface PanelImplProps {
  asSheet: boolean;
  anchor: RefObject<HTMLButtonElement | null>;
  onClose: () => void;
  title: string;
  children: ReactNode;
}

/**
 * The open panel of a ResponsivePanel (loaded when the first one opens): a Radix popover anchored to the
 * panel's button (it flips and shifts to stay inside the viewport), or a sheet on a phone.
 */
export function PanelImpl({ asSheet, anchor, onClose, title, children }: PanelImplProps) {
  if (asSheet) {
    return (
      <DialogImpl
        open
        onClose={onClose}
        title={title}
        variant="sheet"
        initialFocus="[data-dialog-close]"
        opener={() => anchor.current}
      >
        {children}
      </DialogImpl>
    );
  }
  return (
    <RadixPopover.Root open onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixPopover.Anchor virtualRef={anchor as RefObject<HTMLButtonElement>} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="popover"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={title}
          data-panel
          onInteractOutside={(event) => {
            // The panel's own button toggles it: a press on it is not an outside click.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            // Back to the button, unless focus already went somewhere on purpose (a new page's heading).
            const active = document.activeElement;
            if (!active || active === document.body) anchor.current?.focus();
          }}
        >
          {children}
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
