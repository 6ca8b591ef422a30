import type { PortfolioSummary } from '@tessera/shared';
import { PORTFOLIO_PAGE_SIZE } from '@tessera/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { ListStatus } from '../../../../components/ui/list-status';
import { displayDay } from '../../../../lib/display-date';
import { useLocale, useT } from '../../../../lib/i18n';
import { paths } from '../../../../lib/paths';
import '../search.css';

interface PortfolioResultsProps {
  /** The list's query: a page of the caller's portfolios and evidence. */
  query: {
    data?: { items: PortfolioSummary[]; total: number } | undefined;
    isPending: boolean;
    isSuccess: boolean;
    isFetching: boolean;
    error: unknown;
  };
  /** What the list is (its accessible name). */
  label: string;
  page: number;
  onPage: (page: number) => void;
  /** What shows when nothing is found. */
  empty: ReactNode;
}

/** Where an item opens: evidence in the evidence editor, a portfolio in the composer. */
const itemPath = (item: PortfolioSummary) =>
  item.type === 'evidence' ? paths.evidence(item.owner_id, item.id) : paths.portfolio(item.owner_id, item.id);

/**
 * A page of the caller's portfolios and evidence, each opening where it is edited, with its kind, its status (none
 * where the spec hides it, spec 1 §4) and when it last changed; 15 a page with Previous and Next.
 */
export function PortfolioResults({ query, label, page, onPage, empty }: PortfolioResultsProps) {
  const t = useT('search');
  const locale = useLocale();
  const items = query.data?.items ?? [];
  const total = query.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / PORTFOLIO_PAGE_SIZE));
  return (
    <div className="stack">
      <ListStatus query={query} total={total} empty={empty} />
      {items.length > 0 ? (
        <>
          <p className="muted" aria-live="polite">
            {t('found', { count: total })}
          </p>
          <ul className="search-results" aria-label={label}>
            {items.map((item) => (
              <li key={item.id} className="search-results__item">
                <Link to={itemPath(item)} className="search-results__title">
                  {item.title || t('untitled')}
                </Link>
                <span className="muted">
                  {[
                    item.type === 'evidence' ? t('evidence') : item.workflow_name,
                    item.state_label,
                    t('updated', { date: displayDay(item.updated_at, locale) }),
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                {item.abstract_text ? <span className="search-results__abstract">{item.abstract_text}</span> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {pages > 1 ? (
        <div className="button-row">
          <Button onClick={() => onPage(page - 1)} disabled={page <= 1 || query.isFetching}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button onClick={() => onPage(page + 1)} disabled={page >= pages || query.isFetching}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </div>
  );
}
