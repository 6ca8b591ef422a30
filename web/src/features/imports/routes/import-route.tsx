import { Construction, Download } from 'lucide-react';
import { useRef, useState } from 'react';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from '@tessera/shared';
import { ImportPanel } from '../../../components/imports/import-panel';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RouteTabs } from '../../../components/ui/route-tabs';
import { errorText } from '../../../lib/api-error';
import { hasRole, useCurrentUser } from '../../../lib/current-user';
import { useLocale, useT } from '../../../lib/i18n';
import { useHierarchy } from '../api/get-hierarchy';
import { useDownloadImportTemplate } from '../api/get-import-template';
import { ImportFolder } from '../components/import-folder';
import {
  builtKind,
  DEFAULT_IMPORT_PAGE,
  folderTarget,
  IMPORT_PAGES,
  importFolderSearch,
  importPath,
  isImportPage,
  type ImportPage,
} from '../utils/import-pages';
import '../imports.css';

/**
 * /import/<page> (spec 2 §2 "Imports"; issue 24): a tab per import type, the page being the second path segment
 * (users when none or an unknown one is named). A page whose kind is built shows its columns, its template and
 * the import panel (upload with progress, the log polled every 3 s, the latest logs); the others say they are
 * not available yet and which are. A kind that runs on a folder (IMPORT_KIND_TARGETS) asks for it first: the
 * folder is the page's `?node=` (the spec's second path segment being the page), changed by the folder select.
 */
export function ImportRoute() {
  const t = useT('imports');
  const { page } = useParams();
  if (!isImportPage(page)) return <Navigate to={importPath(DEFAULT_IMPORT_PAGE)} replace />;
  const kind = builtKind(page);
  return (
    <section className="page">
      <PageHeader title={t('title')} description={t('intro')} />
      <RouteTabs
        label={t('tabs')}
        tabs={IMPORT_PAGES.map((id) => ({ id, label: t(`page.${id}`), to: importPath(id), current: id === page }))}
      />
      {kind ? <KindImport key={kind} kind={kind} page={page} /> : <NotYet page={page} />}
    </section>
  );
}

/** A column's name, with the other header names it is read under. */
function columnText(column: ImportColumn, alias: (column: string, aliases: string) => string): string {
  return column.aliases && column.aliases.length > 0 ? alias(column.name, column.aliases.join(', ')) : column.name;
}

function KindImport({ kind, page }: { kind: ImportKind; page: ImportPage }) {
  const t = useT('imports');
  const locale = useLocale();
  const template = useDownloadImportTemplate();
  const msg = useT('messages');
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const user = useCurrentUser();
  const target = folderTarget(kind);
  const hierarchy = useHierarchy(target !== null);
  const folderSelect = useRef<HTMLSelectElement>(null);
  const [folderError, setFolderError] = useState<string | undefined>();
  const folders = (hierarchy.data?.nodes ?? []).filter((node) => node.node_authority);
  // Only a folder the admin administers counts as chosen: another in the URL is as none (the server would 404).
  const requested = search.get('node') ?? '';
  const nodeId = folders.some((node) => node.id === requested) ? requested : '';
  const wholeTree = target === 'tree' && hasRole(user, 'root_admin');
  const chooseFolder = (value: string) => {
    setFolderError(undefined);
    void navigate({ search: importFolderSearch(value) });
  };
  /** A folder kind's upload waits for its folder, unless a root admin imports the whole hierarchy. */
  const checkTarget = () => {
    if (target === null || nodeId || wholeTree) return true;
    setFolderError(msg('imports.start.node_required'));
    folderSelect.current?.focus();
    return false;
  };
  const columns = IMPORT_COLUMNS[kind];
  const alias = (column: string, aliases: string) => t('columns.alias', { column, aliases });
  const required = columns.filter((column) => column.required).map((column) => columnText(column, alias));
  const optional = columns.filter((column) => !column.required).map((column) => columnText(column, alias));
  const about = (
    <div className="import-page__about">
      <h2>{t(`page.${page}`)}</h2>
      <p>{t(`about.${page}`)}</p>
      <h3>{t('columns.title')}</h3>
      <ul>
        <li>{t('columns.required', { columns: required.join(', ') })}</li>
        {optional.length > 0 ? <li>{t('columns.optional', { columns: optional.join(', ') })}</li> : null}
      </ul>
      <p className="field__hint">{t('templateHint')}</p>
      <div className="button-row">
        <Button icon={Download} disabled={template.isPending} onClick={() => template.mutate(kind)}>
          {t('template')}
        </Button>
      </div>
      {template.error ? (
        <p role="alert" className="error-text">
          {errorText(template.error, locale)}
        </p>
      ) : null}
      {target ? (
        <ImportFolder
          ref={folderSelect}
          target={target}
          wholeTree={wholeTree}
          folders={folders}
          value={nodeId}
          error={folderError ?? (hierarchy.error ? errorText(hierarchy.error, locale) : undefined)}
          loading={hierarchy.isPending}
          onChange={chooseFolder}
        />
      ) : null}
    </div>
  );
  return (
    <div className="import-page">
      <ImportPanel
        kind={kind}
        nodeId={target && nodeId ? nodeId : undefined}
        checkTarget={target ? checkTarget : undefined}
        intro={about}
      />
    </div>
  );
}

function NotYet({ page }: { page: ImportPage }) {
  const t = useT('imports');
  const available = IMPORT_PAGES.filter((id) => builtKind(id) !== null).map((id) => t(`page.${id}`));
  return (
    <EmptyState icon={Construction} title={t('notYet.title')}>
      {t('notYet.body', { page: t(`page.${page}`) })}{' '}
      {available.length > 0 ? t('notYet.available', { count: available.length, pages: available.join(', ') }) : null}
    </EmptyState>
  );
}

export default ImportRoute;
