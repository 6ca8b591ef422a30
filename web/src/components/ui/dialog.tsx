import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import type { DialogImpl } from './dialog-impl';

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

type Impl = typeof DialogImpl;
let impl: Impl | null = null;
let loading: Promise<Impl> | null = null;

/** Hands over the implementation already loaded (tests, which render dialogs at once). */
export function provideDialogImpl(loaded: Impl): void {
  impl = loaded;
}

/** Loads the dialog's implementation (Radix Dialog); the first dialog to open does it, tests do it up front. */
export function loadDialog(): Promise<Impl> {
  loading ??= import('./dialog-impl').then((module) => (impl = module.DialogImpl));
  return loading;
}

/**
 * A modal dialog (Radix Dialog: focus trapped inside, Escape and the one close control close it, the page
 * behind is inert). Focus moves to the first field on open and back to the control that was focused before
 * it opened. It never outgrows the viewport: its body scrolls instead. Radix is downloaded when the first
 * dialog opens, so pages that open none (the signed-in home) do not carry it.
 */
export function Dialog(props: DialogProps) {
  const { open } = props;
  const [Loaded, setLoaded] = useState<Impl | null>(() => impl);
  const opener = useRef<HTMLElement | null>(null);
  // Layout effects run before focus moves into the dialog: the opener is still the active element.
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [open]);
  useEffect(() => {
    if (open && !Loaded) void loadDialog().then((loaded) => setLoaded(() => loaded));
  }, [open, Loaded]);
  if (!Loaded) return null;
  return <Loaded {...props} opener={() => opener.current} />;
}
