import { useState } from 'react';
import { Link } from 'react-router';
import type { ComponentMode, PortfolioSummary, ResponseBody, getComponentAbstracts } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { FieldMessages } from '../../../components/ui/field-messages';
import { useT } from '../../../lib/i18n';
import { useComponentAbstracts } from '../api/get-component-abstracts';
import { referenceHref } from '../utils/reference-link';
import { EmptyValue } from './empty-value';
import { TimelinePicker } from './timeline-picker';

type Abstract = ResponseBody<typeof getComponentAbstracts>['items'][number];
type Content = Record<string, unknown> | undefined;

/** The items a gallery, timeline or portfolio reference names, in its order (spec 1 §3 "abstracts"). */
export function referencedEntries(kind: string, content: Content): { id: string; abstract: string; title: string }[] {
  if (kind === 'portfolio_reference') {
    const id = typeof content?.portfolio_id === 'string' ? content.portfolio_id : '';
    if (!id) return [];
    const text = (key: string) => (typeof content?.[key] === 'string' ? (content[key] as string) : '');
    return [{ id, abstract: text('abstract'), title: text('portfolio_title') }];
  }
  const list = Array.isArray(content?.abstracts) ? (content.abstracts as unknown[]) : [];
  return list.flatMap((entry) => {
    const item = entry as { id?: unknown; abstract?: unknown };
    return typeof item.id === 'string'
      ? [{ id: item.id, abstract: typeof item.abstract === 'string' ? item.abstract : '', title: '' }]
      : [];
  });
}

/** The component's content naming `entries` (spec 1 §3: abstracts for galleries and timelines). */
export function referencesContent(
  kind: string,
  entries: { id: string; abstract: string; title: string }[],
): Record<string, unknown> {
  if (kind === 'portfolio_reference') {
    const [entry] = entries;
    return entry
      ? {
          portfolio_id: entry.id,
          original_portfolio_id: entry.id,
          abstract: entry.abstract,
          portfolio_title: entry.title,
        }
      : {};
  }
  return {
    abstracts: entries.map((entry) => ({ original_portfolio_id: entry.id, id: entry.id, abstract: entry.abstract })),
  };
}

/**
 * A gallery, timeline or portfolio reference read: each item with its cover, title and abstract, its title
 * opening the reference viewer (`/portfolios/reference/#/...`). The items are read as the portfolio saved them
 * (the component's abstracts), so an assessor sees what the student chose.
 */
export function ReferencesField({
  kind,
  componentId,
  label,
  content,
  portfolioId,
  revision,
  mode = 'visible',
  ownerId,
  required = false,
  error,
  onChange,
}: {
  kind: string;
  componentId: string;
  label: string;
  content: Content;
  portfolioId?: string;
  revision?: number;
  mode?: ComponentMode;
  ownerId?: string;
  required?: boolean;
  error?: string;
  onChange?: (content: Record<string, unknown>) => void;
}) {
  const t = useT('portfolios');
  const [picking, setPicking] = useState(false);
  // Items chosen in this session, shown with their title before the work is saved.
  const [picked, setPicked] = useState<Map<string, PortfolioSummary>>(() => new Map());
  const entries = referencedEntries(kind, content);
  const abstracts = useComponentAbstracts(portfolioId, componentId, entries.length > 0);
  const byId = new Map<string, Abstract>((abstracts.data?.items ?? []).map((item) => [item.id, item]));
  const editable = mode === 'editable' && onChange !== undefined && ownerId !== undefined;
  const errorId = `${componentId}-references-error`;
  const write = (next: { id: string; abstract: string; title: string }[]) => onChange?.(referencesContent(kind, next));
  return (
    <div
      className="composer__readonly"
      role={editable ? 'group' : undefined}
      aria-label={editable ? label : undefined}
      aria-describedby={editable && error ? errorId : undefined}
    >
      {label ? (
        <p className="composer__label">
          {label}
          {editable && required ? <span aria-hidden="true"> *</span> : null}
        </p>
      ) : null}
      {entries.length === 0 ? (
        <EmptyValue kind={kind} />
      ) : (
        <ul className={`reference-list reference-list--${kind}`}>
          {entries.map((entry) => {
            const item = byId.get(entry.id);
            const fresh = picked.get(entry.id);
            const title = item?.portfolio_title || fresh?.title || entry.title || t('references.untitled');
            const abstract = item?.abstract || entry.abstract;
            return (
              <li key={entry.id} className="reference-card">
                {item?.cover_url ? (
                  <img className="reference-card__cover" src={item.cover_url} alt={item.cover_alternative_text} />
                ) : null}
                <div className="reference-card__body">
                  {portfolioId ? (
                    <Link
                      className="reference-card__title"
                      to={referenceHref({
                        originalPortfolioId: portfolioId,
                        referencePortfolioId: entry.id,
                        referenceComponentId: componentId,
                        rootPortfolioId: portfolioId,
                        revision,
                      })}
                    >
                      {title}
                    </Link>
                  ) : (
                    <span className="reference-card__title">{title}</span>
                  )}
                  {abstract ? <p className="reference-card__abstract">{abstract}</p> : null}
                  {editable ? (
                    <Button
                      size="small"
                      variant="ghost"
                      aria-label={t('references.remove', { title })}
                      onClick={() => write(entries.filter((other) => other.id !== entry.id))}
                    >
                      {t('files.remove')}
                    </Button>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {editable ? (
        <>
          <Button onClick={() => setPicking(true)}>{t('references.choose')}</Button>
          <FieldMessages hintId={`${componentId}-references-hint`} errorId={errorId} error={error} />
          <TimelinePicker
            open={picking}
            title={t('references.chooseTitle', { label })}
            ownerId={ownerId}
            excludeId={portfolioId}
            multiple={kind !== 'portfolio_reference'}
            selected={entries.map((entry) => entry.id)}
            onClose={() => setPicking(false)}
            onDone={(chosen) => {
              setPicking(false);
              setPicked((current) => {
                const next = new Map(current);
                for (const { id, summary } of chosen) if (summary) next.set(id, summary);
                return next;
              });
              write(
                chosen.map(({ id, summary }) => {
                  const kept = entries.find((entry) => entry.id === id);
                  return summary
                    ? { id, abstract: summary.abstract_text, title: summary.title }
                    : (kept ?? { id, abstract: '', title: '' });
                }),
              );
            }}
          />
        </>
      ) : null}
    </div>
  );
}
