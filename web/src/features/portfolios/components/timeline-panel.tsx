import { useState } from 'react';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { PORTFOLIO_PAGE_SIZE, type PortfolioSummary } from '@tessera/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { ListStatus } from '../../../components/ui/list-status';
import { useCurrentUser } from '../../../lib/current-user';
import { displayDate, displayDay } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useTimeline } from '../api/list-timeline';
import '../portfolios.css';

/** Where an item opens: evidence in the evidence editor, a portfolio in the composer. */
const itemPath = (item: PortfolioSummary) =>
  item.type === 'evidence' ? paths.evidence(item.owner_id, item.id) : paths.portfolio(item.owner_id, item.id);

/**
 * The student home's timeline (spec 1 §2, §7 GET …/portfolios/timeline): the evidence and portfolios shown on
 * it, latest first, 15 a page, each opening where it is edited; "New evidence" opens the evidence editor.
 */
export function TimelinePanel() {
  const t = useT('timeline');
  const locale = useLocale();
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useTimeline(user.id, page);
  const items = query.data?.items ?? [];
  const pages = Math.max(1, Math.ceil((query.data?.total ?? 0) / PORTFOLIO_PAGE_SIZE));
  return (
    <section aria-labelledby="timeline-heading" className="stack">
      <div className="timeline-panel__header">
        <h2 id="timeline-heading">{t('title')}</h2>
        <Link to={paths.newEvidence} className={buttonClass('primary')}>
          <Plus className="icon" aria-hidden="true" />
          {t('newEvidence')}
        </Link>
      </div>
      <ListStatus query={query} total={query.data?.total ?? 0} empty={<p className="muted">{t('empty')}</p>} />
      {items.length > 0 ? (
        <ul className="timeline-panel__list">
          {items.map((item) => {
            const kind = item.type === 'evidence' ? t('evidence') : t('portfolio');
            const date = item.evidence_date
              ? displayDate(item.evidence_date, locale)
              : displayDay(item.timeline_order_datetime, locale);
            return (
              <li key={item.id} className="timeline-panel__item">
                {item.cover_url ? (
                  <img className="timeline-panel__cover" src={item.cover_url} alt={item.cover_alternative_text} />
                ) : null}
                <span className="timeline-panel__text">
                  <Link to={itemPath(item)} className="timeline-panel__title">
                    {item.title || t('untitled')}
                  </Link>
                  <span className="muted">{t('dated', { kind, date })}</span>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {pages > 1 ? (
        <div className="button-row">
          <Button onClick={() => setPage((now) => now - 1)} disabled={page <= 1 || query.isFetching}>
            {t('previous')}
          </Button>
          <span>{t('page', { page, pages })}</span>
          <Button onClick={() => setPage((now) => now + 1)} disabled={page >= pages || query.isFetching}>
            {t('next')}
          </Button>
        </div>
      ) : null}
    </section>
  );
}
