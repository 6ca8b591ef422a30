import type { ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';

interface EmptyStateProps {
  icon: LucideIcon;
  /** A short heading (optional). */
  title?: string;
  /** One sentence: what belongs here. */
  children: ReactNode;
  /** The first action to take, when there is one. */
  action?: ReactNode;
  headingLevel?: 2 | 3;
}

/** What an empty list or page shows: an icon, what belongs here, and the first thing to do. */
export function EmptyState({ icon: Icon, title, children, action, headingLevel = 2 }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="empty-state">
      <Icon className="empty-state__icon" aria-hidden="true" />
      {title ? <Heading className="empty-state__title">{title}</Heading> : null}
      <p className="empty-state__text">{children}</p>
      {action ? <div className="button-row">{action}</div> : null}
    </div>
  );
}
