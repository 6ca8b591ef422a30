import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';

interface DisclosureProps {
  /** Content of the toggle button. */
  label: ReactNode;
  /** Accessible name of the toggle when `label` is not text alone. */
  ariaLabel?: string;
  buttonClassName?: string;
  panelClassName?: string;
  /** Rendered inside the panel; `close` hides it and returns focus to the toggle. */
  children: (close: (options?: { restoreFocus?: boolean }) => void) => ReactNode;
}

/**
 * A button that shows and hides a panel (WAI-ARIA disclosure). Escape, a click outside, tabbing out and
 * navigating close it; Escape returns focus to the button. The panel stays mounted so dialogs opened from it survive.
 */
export function Disclosure({ label, ariaLabel, buttonClassName, panelClassName, children }: DisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const { pathname } = useLocation();

  // Navigating closes it.
  useEffect(() => {
    setOpen(false);
  }, [pathname]);

  const close = (options: { restoreFocus?: boolean } = {}) => {
    setOpen(false);
    if (options.restoreFocus) buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      const target = event.target as Node | null;
      if (target && rootRef.current && !rootRef.current.contains(target) && !(target as Element).closest?.('dialog')) {
        setOpen(false);
      }
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  return (
    <div
      className="disclosure"
      ref={rootRef}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close({ restoreFocus: true });
        }
      }}
      onBlur={(event) => {
        // Tabbing out of the panel closes it; moving into a dialog opened from it does not.
        const next = event.relatedTarget as Element | null;
        if (open && next && !event.currentTarget.contains(next) && !next.closest('dialog')) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={buttonClassName ?? 'button button--ghost'}
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ariaLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      <div id={panelId} className={panelClassName ?? 'disclosure__panel'} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
