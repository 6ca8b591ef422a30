import type { ReactNode } from 'react';
import { PageHeading } from './page-heading';

interface PageHeaderProps {
  title: string;
  /** One sentence under the title. */
  description?: ReactNode;
  /** The page's main actions, beside the title on wide screens and under it on a phone. */
  actions?: ReactNode;
}

/** The top of every page: its h1 (focused after navigation), a sentence, and its main actions. */
export function PageHeader({ title, description, actions }: PageHeaderProps) {
  return (
    <div className="page-header">
      <div className="page-header__text">
        <PageHeading title={title}>{title}</PageHeading>
        {description ? <p className="muted">{description}</p> : null}
      </div>
      {actions ? <div className="button-row">{actions}</div> : null}
    </div>
  );
}
