import { X } from 'lucide-react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useT } from '../../lib/i18n';
import { IconButton } from './icon-button';

/** spec 1 §2, §9: a snackbar is cleared after 20000 ms, fading out over 2 s; announcements clear after 500 ms. */
export const TOAST_CLEAR_MS = 20_000;
export const TOAST_FADE_MS = 2_000;
export const ANNOUNCE_CLEAR_MS = 500;

export type ToastTone = 'info' | 'error';
interface ToastItem {
  id: number;
  text: string;
  tone: ToastTone;
  fading: boolean;
}
interface ToastApi {
  /** Shows a short message at the foot of the screen and announces it to screen readers. */
  show: (text: string, tone?: ToastTone) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast needs a ToastProvider');
  return api;
}

type Box = Pick<DOMRect, 'top' | 'bottom' | 'left' | 'right'>;
const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Where the toasts go (issue 21: a snackbar covered the table row just acted on): the bottom corner, unless
 * there they would cover the row (or item) holding the control the reader is on, and then the top.
 */
export function toastPlacement(toasts: Box, acted: Box | null): 'bottom' | 'top' {
  return acted && overlaps(toasts, acted) ? 'top' : 'bottom';
}

/** The row, list item or control the reader just acted on: what holds the focus, outside the toasts. */
function actedBox(region: HTMLElement | null): Box | null {
  const focused = document.activeElement;
  if (!(focused instanceof HTMLElement) || focused === document.body || region?.contains(focused)) return null;
  const row = focused.closest('tr, [role="row"], li') ?? focused;
  return row.getBoundingClientRect();
}

/**
 * Toasts (the spec's snackbars): each stays 20000 ms, then fades for 2 s and goes; the reader can dismiss it
 * sooner. The text is announced once through a polite live region that is emptied after 500 ms, so the same
 * message shown twice is announced twice. They sit in the bottom corner, and move to the top while that would
 * cover the row the reader acted on (checked when one appears and whenever the focus moves while they show,
 * so the row a closing dialog gives the focus back to counts too).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const t = useT('common');
  const [items, setItems] = useState<ToastItem[]>([]);
  const [announcement, setAnnouncement] = useState('');
  const nextId = useRef(0);
  const timers = useRef(new Set<ReturnType<typeof setTimeout>>());

  const later = useCallback((ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.current.delete(timer);
      run();
    }, ms);
    timers.current.add(timer);
  }, []);
  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const timer of pending) clearTimeout(timer);
    };
  }, []);

  const dismiss = useCallback((id: number) => setItems((current) => current.filter((item) => item.id !== id)), []);
  const show = useCallback(
    (text: string, tone: ToastTone = 'info') => {
      nextId.current += 1;
      const id = nextId.current;
      setItems((current) => [...current, { id, text, tone, fading: false }]);
      setAnnouncement(text);
      later(ANNOUNCE_CLEAR_MS, () => setAnnouncement((current) => (current === text ? '' : current)));
      later(TOAST_CLEAR_MS, () => {
        setItems((current) => current.map((item) => (item.id === id ? { ...item, fading: true } : item)));
        later(TOAST_FADE_MS, () => dismiss(id));
      });
    },
    [dismiss, later],
  );
  const api = useMemo(() => ({ show }), [show]);

  const list = useRef<HTMLOListElement>(null);
  const [placement, setPlacement] = useState<'bottom' | 'top'>('bottom');
  const showing = items.length > 0;
  // With no toast left, the next one starts in the corner again.
  if (!showing && placement !== 'bottom') setPlacement('bottom');
  const place = useCallback(() => {
    const toasts = list.current;
    if (!toasts || toasts.childElementCount === 0) return;
    const acted = actedBox(toasts);
    // Once moved to the top they stay there while shown: flipping back and forth under the reader is worse.
    if (toastPlacement(toasts.getBoundingClientRect(), acted) === 'top') setPlacement('top');
  }, []);
  useLayoutEffect(() => {
    if (showing) place();
  }, [items.length, showing, place]);
  useEffect(() => {
    if (!showing) return undefined;
    document.addEventListener('focusin', place);
    return () => document.removeEventListener('focusin', place);
  }, [showing, place]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div className="visually-hidden" role="status" aria-live="polite" data-testid="announcer">
        {announcement}
      </div>
      <section className={`toast-region toast-region--${placement}`} aria-label={t('messagesRegion')}>
        <ol className="toast-list" ref={list}>
          {items.map((item) => (
            <li
              key={item.id}
              className={`toast toast--${item.tone}${item.fading ? ' toast--fading' : ''}`}
              data-testid="toast"
            >
              <span>{item.text}</span>
              <IconButton label={t('dismiss')} icon={X} onClick={() => dismiss(item.id)} />
            </li>
          ))}
        </ol>
      </section>
    </ToastContext.Provider>
  );
}
