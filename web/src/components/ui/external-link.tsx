import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { VisuallyHidden } from './visually-hidden';

/** A link that opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ href, children, className }: { href: string; children: ReactNode; className?: string }) {
  const { t } = useTranslation();
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <VisuallyHidden> ({t('common.opensInNewTab')})</VisuallyHidden>
    </a>
  );
}
