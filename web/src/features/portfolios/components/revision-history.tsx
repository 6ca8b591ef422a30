import { useId, useState } from 'react';
import type { Portfolio } from '@tessera/shared';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLocale, useT } from '../../../lib/i18n';
import { useRevisionComparison } from '../api/compare-portfolio-revisions';
import { usePortfolioRevision } from '../api/get-portfolio-revision';
import { displayDay } from '../../../lib/display-date';
import { ComponentField } from './component-field';

const shown = (value: unknown): string => {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') {
    const content = (value as { content?: unknown }).content;
    if (typeof content === 'string') return content.replace(/<[^>]*>/g, ' ').trim();
    return JSON.stringify(value);
  }
  return String(value);
};

/**
 * The history (spec 1 §2 "revision/assessment history dropdown"): every submitted revision with its
 * assessments; choosing one shows it read-only exactly as it was submitted; two revisions can be compared,
 * component by component.
 */
export function RevisionHistory({ portfolio, ownerId }: { portfolio: Portfolio; ownerId: string }) {
  const t = useT('portfolios');
  const locale = useLocale();
  const id = useId();
  const revisions = portfolio.workflow.history_revisions;
  const [chosen, setChosen] = useState<number | null>(null);
  const latest = revisions.at(-1)?.version ?? 0;
  const [pair, setPair] = useState<{ from: number; to: number } | null>(null);
  const revision = usePortfolioRevision(ownerId, portfolio.id, chosen);
  const comparison = useRevisionComparison(ownerId, portfolio.id, pair);
  const from = pair?.from ?? revisions.at(-2)?.version ?? 0;
  const to = pair?.to ?? latest;

  return (
    <section className="composer__history" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('history.label')}</h2>
      {revisions.length === 0 ? (
        <p>{t('history.none')}</p>
      ) : (
        <div className="field">
          <label className="field__label" htmlFor={`${id}-select`}>
            {t('history.shown')}
          </label>
          <select
            id={`${id}-select`}
            className="field__input"
            value={chosen ?? ''}
            onChange={(event) => setChosen(event.target.value === '' ? null : Number(event.target.value))}
          >
            <option value="">{t('history.current')}</option>
            {revisions.map((entry) => (
              <optgroup
                key={entry.id}
                label={t('history.revision', { version: entry.version, date: displayDay(entry.submitted_at, locale) })}
              >
                <option value={entry.version}>
                  {t('history.revision', { version: entry.version, date: displayDay(entry.submitted_at, locale) })}
                </option>
                {entry.assessments.map((assessment, index) => (
                  <option key={assessment.id} value={entry.version}>
                    {assessment.assessor_full_name
                      ? t('history.assessment', { name: assessment.assessor_full_name })
                      : t('history.assessmentUnnamed', { n: index + 1 })}
                  </option>
                ))}
              </optgroup>
            ))}
          </select>
        </div>
      )}
      {chosen !== null ? (
        revision.data ? (
          <div className="composer__revision">
            <p className="notice">
              {t('history.readOnly', {
                version: revision.data.version,
                date: displayDay(revision.data.submitted_at, locale),
              })}
            </p>
            {revision.data.pages.map((page) => (
              // A plain group: a landmark named like the composer's own page section would be a duplicate.
              <div key={page.id} className="composer__revision-page">
                <h3>{page.title}</h3>
                {page.components.map((config) => (
                  <ComponentField
                    key={String(config.component_id)}
                    config={config}
                    mode="visible"
                    content={revision.data.content[String(config.component_id)] as Record<string, unknown> | undefined}
                    onChange={() => undefined}
                    ownerId={ownerId}
                    portfolioId={portfolio.id}
                    revision={revision.data.version}
                    workflow={portfolio.workflow.id}
                  />
                ))}
              </div>
            ))}
          </div>
        ) : (
          <QueryStatus query={revision} />
        )
      ) : null}

      <h3>{t('history.compare')}</h3>
      {revisions.length < 2 ? (
        <p>{t('history.needTwo')}</p>
      ) : (
        <>
          <div className="composer__compare-pickers">
            {(['from', 'to'] as const).map((side) => (
              <div className="field" key={side}>
                <label className="field__label" htmlFor={`${id}-${side}`}>
                  {t(`history.${side}`)}
                </label>
                <select
                  id={`${id}-${side}`}
                  className="field__input"
                  value={side === 'from' ? from : to}
                  onChange={(event) =>
                    setPair({ from, to, [side]: Number(event.target.value) } as { from: number; to: number })
                  }
                >
                  {revisions.map((entry) => (
                    <option key={entry.id} value={entry.version}>
                      {entry.version}
                    </option>
                  ))}
                </select>
              </div>
            ))}
          </div>
          <CompareButton onCompare={() => setPair({ from, to })} />
          {pair ? (
            comparison.data ? (
              <div className="composer__comparison">
                <h4>{t('history.comparisonTitle', { from: comparison.data.from, to: comparison.data.to })}</h4>
                {comparison.data.components.every((entry) => entry.change === 'unchanged') ? (
                  <p>{t('history.noChanges')}</p>
                ) : null}
                <ul>
                  {comparison.data.components
                    .filter((entry) => entry.change !== 'unchanged')
                    .map((entry) => (
                      <li key={entry.component_id}>
                        <p>
                          <strong>{entry.label || entry.type}</strong>: {t(`history.change.${entry.change}`)}
                        </p>
                        {entry.diff ? (
                          <p className="composer__diff">
                            {entry.diff.map((part, index) =>
                              part.op === 'same' ? (
                                <span key={index}>{part.text} </span>
                              ) : part.op === 'added' ? (
                                <ins key={index}>
                                  <span className="visually-hidden">[{t('history.inserted')}] </span>
                                  {part.text}{' '}
                                </ins>
                              ) : (
                                <del key={index}>
                                  <span className="visually-hidden">[{t('history.deleted')}] </span>
                                  {part.text}{' '}
                                </del>
                              ),
                            )}
                          </p>
                        ) : (
                          <dl>
                            <dt>{t('history.before')}</dt>
                            <dd>{shown(entry.before) || t('value.empty')}</dd>
                            <dt>{t('history.after')}</dt>
                            <dd>{shown(entry.after) || t('value.empty')}</dd>
                          </dl>
                        )}
                      </li>
                    ))}
                </ul>
              </div>
            ) : (
              <QueryStatus query={comparison} />
            )
          ) : null}
        </>
      )}
    </section>
  );
}

function CompareButton({ onCompare }: { onCompare: () => void }) {
  const t = useT('portfolios');
  return (
    <button type="button" className="button button--secondary" onClick={onCompare}>
      {t('history.compare')}
    </button>
  );
}
