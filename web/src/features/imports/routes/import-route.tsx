import { Construction, Download } from 'lucide-react';
import { Navigate, useParams } from 'react-router';
import { IMPORT_COLUMNS, type ImportColumn, type ImportKind } from '@tessera/shared';
import { ImportPanel } from '../../../components/imports/import-panel';
import { Button } from '../../../components/ui/button';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { RouteTabs } from '../../../components/ui/route-tabs';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useDownloadImportTemplate } from '../api/get-import-template';
import {
  builtKind,
  DEFAULT_IMPORT_PAGE,
  IMPORT_PAGES,
  importPath,
  isImportPage,
  type ImportPage,
} from '../utils/import-pages';
import '../imports.css';

/**
 * /import/<page> (spec 2 §2 "Imports"; issue 24): a tab per import type, the page being the second path segment
 * (users when none or an unknown one is named). A page whose kind is built shows its columns, its template and
 * the import panel (upload with progress, the log polled every 3 s, the latest logs); the others say they are
 * not available yet and which are.
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
    </div>
  );
  return (
    <div className="import-page">
      <ImportPanel kind={kind} intro={about} />
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
