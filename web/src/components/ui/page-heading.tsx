import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';

let focusPending = false;

/**
 * After client-side navigation the new page's heading takes focus, so screen readers announce the page.
 * Focuses the heading now if it is on screen, or else the next heading that mounts (a lazy page still loading).
 */
export function requestHeadingFocus(): void {
  const heading = document.querySelector<HTMLElement>('[data-page-heading]');
  heading?.focus();
  focusPending = !heading || document.activeElement !== heading;
}

/** The page's h1 and document title. */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const t = useT('common');
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${title} · ${t('appName')}`;
  }, [title, t]);
  useEffect(() => {
    if (!focusPending) return;
    focusPending = false;
    ref.current?.focus();
  }, []);
  return (
    <h1 ref={ref} className="page-heading" tabIndex={-1} data-page-heading>
      {children}
    </h1>
  );
}
