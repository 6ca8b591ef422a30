import { Download, FileDown } from 'lucide-react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router';
import { useState, type FormEvent } from 'react';
import {
  canDownloadExtract,
  EXTRACT_COLUMNS,
  EXTRACT_TYPES,
  extractTypeOf,
  isBuiltExtractType,
  visibleExtractLogs,
  type ExtractLogView,
  type ExtractType,
} from '@tessera/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { EmptyState } from '../../../components/ui/empty-state';
import { FormAlert } from '../../../components/ui/form-alert';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { StateBadge, type BadgeTone } from '../../../components/ui/state-badges';
import { errorText } from '../../../lib/api-error';
import { displayDateTime } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { useCreateExtract } from '../api/create-extract';
import { useHierarchy } from '../api/get-hierarchy';
import { useExtracts } from '../api/list-extracts';
import { useTerms } from '../api/list-terms';
import '../extracts.css';

const STATUS_TONE: Record<ExtractLogView['status'], BadgeTone> = {
  created: 'neutral',
  started: 'info',
  finished: 'success',
  exception: 'warning',
};

/** The kinds, each a link to its page; the current one marked, those built so far said to be available. */
function ExtractKinds({ current }: { current: ExtractType | null }) {
  const t = useT('extracts');
  return (
    <nav className="extracts__kinds" aria-label={t('kinds')}>
      <ul>
        {EXTRACT_TYPES.map((type) => (
          <li key={type}>
            <Link to={paths.extract(type)} aria-current={type === current ? 'page' : undefined}>
              <span>{t(`type.${type}`)}</span>
              {isBuiltExtractType(type) ? <span className="tag">{t('available')}</span> : null}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** One extract log: its status, what it says, when it was made and, once finished, its download link. */
function ExtractLog({ log }: { log: ExtractLogView }) {
  const t = useT('extracts');
  const locale = useLocale();
  return (
    <li className="report-card extracts__log" aria-label={log.file_name}>
      <div className="panel__toolbar">
        <StateBadge label={t(`status.${log.status}`)} tone={STATUS_TONE[log.status]} />
        <span className="muted">{t('made', { at: displayDateTime(log.created_at, locale) })}</span>
      </div>
      <p role="status">{log.details}</p>
      {canDownloadExtract(log) ? (
        <a className={buttonClass('primary')} href={log.public_url ?? undefined} download={log.file_name}>
          <Download className="icon" aria-hidden="true" />
          {t('download', { file: log.file_name })}
        </a>
      ) : null}
    </li>
  );
}

/**
 * /extracts/{extract_type} (spec 2 §2, §4): the kinds, the chosen kind's folder and term filters (the folder
 * is in the URL: `?node=`), "Create extract", and its latest log, or the latest two while the newest is not
 * finished, read again every 3 s while one is created or started; a finished log links to its file.
 */
export function ExtractsRoute() {
  const t = useT('extracts');
  const locale = useLocale();
  const navigate = useNavigate();
  const { extractType = 'placement' } = useParams();
  const [search] = useSearchParams();
  const type = extractTypeOf(extractType);
  const built = type !== null && isBuiltExtractType(type);
  const nodeId = search.get('node') ?? '';
  const [termIds, setTermIds] = useState<string[]>([]);
  const hierarchy = useHierarchy();
  const terms = useTerms();
  const logs = useExtracts(type ?? extractType, built);
  const create = useCreateExtract(type ?? extractType);

  const folders = (hierarchy.data?.nodes ?? []).filter((node) => node.node_authority);
  const chooseFolder = (value: string) =>
    void navigate({ search: value ? `?node=${encodeURIComponent(value)}` : '' }, { replace: false });
  const toggleTerm = (termId: string, on: boolean) =>
    setTermIds((current) => (on ? [...current, termId] : current.filter((id) => id !== termId)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      extract_type: type ?? extractType,
      ...(nodeId ? { node_ids: [nodeId] } : {}),
      ...(termIds.length > 0 ? { term_ids: termIds } : {}),
    });
  };
  const shown = visibleExtractLogs(logs.data?.items ?? []);

  return (
    <section className="page stack">
      <PageHeader title={t('title')} description={t('intro')} />
      <div className="extracts">
        <ExtractKinds current={type} />
        <div className="stack">
          <h2>{type ? t(`type.${type}`) : extractType}</h2>
          {!built ? (
            <EmptyState icon={FileDown} headingLevel={3}>
              {t('notAvailable')}
            </EmptyState>
          ) : (
            <>
              <form className="stack report-card" onSubmit={submit}>
                <SelectField label={t('folder')} value={nodeId} onChange={(event) => chooseFolder(event.target.value)}>
                  <option value="">{t('allFolders')}</option>
                  {folders.map((node) => (
                    <option key={node.id} value={node.id}>
                      {node.path.length > 1 ? `${'— '.repeat(node.path.length - 1)}${node.text}` : node.text}
                    </option>
                  ))}
                </SelectField>
                <fieldset className="extracts__terms">
                  <legend>{t('terms')}</legend>
                  <p className="muted">{t('termsHint')}</p>
                  {(terms.data?.items ?? []).map((term) => (
                    <CheckboxField
                      key={term.id}
                      label={`${term.name} (${term.code})`}
                      checked={termIds.includes(term.id)}
                      onChange={(event) => toggleTerm(term.id, event.target.checked)}
                    />
                  ))}
                </fieldset>
                <FormAlert message={create.error ? errorText(create.error, locale) : null} />
                <div>
                  <Button type="submit" variant="primary" icon={FileDown} disabled={create.isPending}>
                    {create.isPending ? t('creating') : t('create')}
                  </Button>
                </div>
              </form>
              <h3>{t('latest')}</h3>
              {logs.isPending ? <p>{t('loading')}</p> : null}
              {logs.error ? <FormAlert message={errorText(logs.error, locale)} /> : null}
              {logs.isSuccess && shown.length === 0 ? <p className="muted">{t('none')}</p> : null}
              {shown.length > 0 ? (
                <ul className="stack" aria-label={t('latest')}>
                  {shown.map((log) => (
                    <ExtractLog key={log.id} log={log} />
                  ))}
                </ul>
              ) : null}
              <details>
                <summary>{t('columns')}</summary>
                <p className="muted">{EXTRACT_COLUMNS[type].join(', ')}</p>
              </details>
            </>
          )}
        </div>
      </div>
    </section>
  );
}

export default ExtractsRoute;
