import * as RadixPopover from '@radix-ui/react-popover';
import { MessageSquarePlus } from 'lucide-react';
import { useMemo } from 'react';
import { buttonClass } from './button';

interface SelectionActionProps {
  /** The text selected on the page (a live Range), or null when there is none to act on. */
  range: Range | null;
  label: string;
  onAction: () => void;
  /** Escape, or a press elsewhere: the button goes (the selection itself is the reader's). */
  onDismiss: () => void;
}

/**
 * One action offered right beside a text selection (a comment on the passage): a small popover anchored under
 * the selection's end by Radix (floating-ui keeps it on screen and follows scrolling), so it appears where the
 * reader is looking instead of in a form further down. It takes no focus (the selection stays as it is), its
 * button keeps the selection when pressed, and Escape removes it.
 */
export function SelectionAction({ range, label, onAction, onDismiss }: SelectionActionProps) {
  // The anchor reads the range's box live: after a scroll or a reflow the button follows the words.
  const anchor = useMemo(
    () => ({ current: range ? { getBoundingClientRect: () => range.getBoundingClientRect() } : null }),
    [range],
  );
  if (!range || !anchor.current) return null;
  return (
    <RadixPopover.Root open onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <RadixPopover.Anchor virtualRef={anchor as { current: { getBoundingClientRect: () => DOMRect } }} />
      <RadixPopover.Portal>
        <RadixPopover.Content
          className="selection-action"
          side="bottom"
          align="end"
          sideOffset={6}
          collisionPadding={8}
          aria-label={label}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
        >
          <button
            type="button"
            className={buttonClass('primary', 'small')}
            // Pressing must not clear the selection the action is about.
            onMouseDown={(event) => event.preventDefault()}
            onClick={onAction}
          >
            <MessageSquarePlus className="icon" aria-hidden="true" />
            {label}
          </button>
        </RadixPopover.Content>
      </RadixPopover.Portal>
    </RadixPopover.Root>
  );
}
