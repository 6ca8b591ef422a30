import type { AnchorHTMLAttributes } from 'react';
import { useT } from '../../lib/i18n';
import { VisuallyHidden } from './visually-hidden';

/** A link that opens in a new tab and says so to screen-reader users (other props pass through: menu items). */
export function ExternalLink({ children, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement>) {
  const t = useT('common');
  return (
    <a target="_blank" rel="noopener noreferrer" {...rest}>
      {children}
      <VisuallyHidden> ({t('opensInNewTab')})</VisuallyHidden>
    </a>
  );
}
