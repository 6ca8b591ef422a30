import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import type { PanelImpl } from './panel-impl';
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

type Impl = typeof PanelImpl;
let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;

/** Hands over the implementation already loaded (tests, which render dialogs at once). */
export function providePanelImpl(loaded: Impl): void {
  impl = loaded;
}

/** Loads the open panel's implementation (Radix popover and dialog) once; tests do it up front. */
export function loadPanel(): Promise<Impl> {
  loading ??= import('./panel-impl').then((module) => (impl = module.PanelImpl));
  return loading;
}

/**
 * A panel opened from a button of the top navigation (apps, notifications, user panel): a popover that stays
 * inside the viewport on wide screens, a sheet along the edge on a phone. Escape, a click outside and
 * navigating close it; focus returns to the button. The form is chosen when it opens and kept while open (a
 * resize does not swap it and lose what a dialog opened from it holds). Radix loads with the first panel
 * opened, so the signed-in home does not carry it.
 */
export function ResponsivePanel({ trigger, triggerLabel, triggerClassName, title, children }: ResponsivePanelProps) {
  const phone = useIsPhone();
  const [open, setOpen] = useState(false);
  const [openedAsSheet, setOpenedAsSheet] = useState(false);
  const [Loaded, setLoaded] = useState<Impl | null>(() => impl);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const { pathname } = useLocation();
  const [seenPath, setSeenPath] = useState(pathname);
  if (seenPath !== pathname) {
    setSeenPath(pathname);
    setOpen(false);
  }
  useEffect(() => {
    if (open && !Loaded) void loadPanel().then((loaded) => setLoaded(() => loaded));
  }, [open, Loaded]);
  const close = () => setOpen(false);

  return (
    <>
      <button
        ref={button}
        type="button"
        className={triggerClassName}
        aria-label={triggerLabel}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          if (!open) setOpenedAsSheet(phone);
          setOpen(!open);
        }}
      >
        {trigger}
      </button>
      {open && Loaded ? (
        <Loaded asSheet={openedAsSheet} anchor={button} onClose={close} title={title}>
          <div id={panelId}>
            {/* What the panel shows may still be loading (a namespace): it waits here, not the whole page. */}
            <Suspense fallback={null}>{children(close)}</Suspense>
          </div>
        </Loaded>
      ) : null}
    </>
  );
}
