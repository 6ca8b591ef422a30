import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useStatementDescriptions } from '../api/describe-statements';

type Config = Record<string, unknown>;

/** One statement mapping entry (spec 1 §3: id, title, statement_id, optional minimum; target; met flag). */
export interface MappingEntry {
  id: string;
  statementId: string;
  title: string;
  minimum: number | null;
  targetType: 'component' | 'rubric' | 'criteria';
  met: boolean | null;
}

const RUBRIC_KINDS = ['rubric', 'assessment_rubric'];

/** The statements a component (or a rubric component) is mapped to, as the template configured them. */
export function mappingEntries(config: Config, met?: Readonly<Record<string, boolean>>): MappingEntry[] {
  const raw = Array.isArray(config.statements_mapping) ? (config.statements_mapping as unknown[]) : [];
  const targetType = RUBRIC_KINDS.includes(String(config.type)) ? 'rubric' : 'component';
  return raw.flatMap((entry) => {
    const item = (entry ?? {}) as Record<string, unknown>;
    if (typeof item.id !== 'string' || item.id === '') return [];
    return [
      {
        id: item.id,
        statementId: typeof item.statement_id === 'string' ? item.statement_id : '',
        title: typeof item.title === 'string' ? item.title : '',
        minimum: typeof item.minimum === 'number' ? item.minimum : null,
        targetType,
        met: met && item.id in met ? (met[item.id] ?? null) : null,
      },
    ];
  });
}

/**
 * The standards a component or rubric is mapped to (spec 1 §2 "statement mapping", "statement detail"): a
 * button under it opens the mapping (each statement's code and title, what it is mapped on, its minimum and,
 * where an assessment says so, whether it is met); each statement opens its detail (title, code, framework,
 * description). Nothing is drawn for a component mapped to none.
 */
export function StatementMapping({ config, met }: { config: Config; met?: Readonly<Record<string, boolean>> }) {
  const t = useT('portfolios');
  const [open, setOpen] = useState(false);
  const [detail, setDetail] = useState<MappingEntry | null>(null);
  const entries = mappingEntries(config, met);
  if (entries.length === 0) return null;
  const label = typeof config.label === 'string' && config.label ? config.label : t('statements.component');
  return (
    <div className="statement-mapping">
      <Button size="small" variant="ghost" onClick={() => setOpen(true)}>
        {t('statements.open', { count: entries.length })}
        <span className="visually-hidden"> {t('statements.of', { label })}</span>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} title={t('statements.mappingTitle', { label })}>
        <ul className="statement-mapping__list">
          {entries.map((entry) => (
            <li key={entry.id} className="statement-mapping__item">
              <p className="statement-mapping__name">
                {entry.statementId ? <span className="statement-mapping__code">{entry.statementId}</span> : null}{' '}
                {entry.title || t('statements.untitled')}
              </p>
              <dl className="composer__user-info">
                <div>
                  <dt>{t('statements.target')}</dt>
                  <dd>{t(`statements.targets.${entry.targetType}`)}</dd>
                </div>
                <div>
                  <dt>{t('statements.minimum')}</dt>
                  <dd>{entry.minimum === null ? t('statements.anyScore') : entry.minimum}</dd>
                </div>
                {entry.met !== null ? (
                  <div>
                    <dt>{t('statements.status')}</dt>
                    <dd>{entry.met ? t('statements.met') : t('statements.notMet')}</dd>
                  </div>
                ) : null}
              </dl>
              <Button
                size="small"
                aria-label={t('statements.detailOf', { name: entry.statementId || entry.title })}
                onClick={() => setDetail(entry)}
              >
                {t('statements.detail')}
              </Button>
            </li>
          ))}
        </ul>
      </Dialog>
      <Dialog
        open={detail !== null}
        onClose={() => setDetail(null)}
        title={t('statements.detailTitle', { name: detail?.statementId || detail?.title || '' })}
      >
        {detail ? <StatementDetail entry={detail} /> : null}
      </Dialog>
    </div>
  );
}

function StatementDetail({ entry }: { entry: MappingEntry }) {
  const t = useT('portfolios');
  const described = useStatementDescriptions([entry.id], true);
  const statement = described.data?.statements[0];
  return (
    <div className="stack">
      <QueryStatus query={described} />
      {described.data && !statement ? <p>{t('statements.gone')}</p> : null}
      {statement ? (
        <dl className="statement-detail">
          <dt>{t('statements.title')}</dt>
          <dd>{statement.title}</dd>
          <dt>{t('statements.code')}</dt>
          <dd>{statement.statement_id || t('statements.none')}</dd>
          <dt>{t('statements.framework')}</dt>
          <dd>{statement.framework || t('statements.none')}</dd>
          <dt>{t('statements.description')}</dt>
          <dd>{statement.description || t('statements.none')}</dd>
        </dl>
      ) : null}
    </div>
  );
}
