import type { TemplateSummary } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { MorePages } from '../../../components/library/library-paging';
import { useLocale, useT } from '../../../lib/i18n';
import { displayDateTime } from '../../../lib/display-date';
import { useTemplateSnapshots } from '../api/list-template-snapshots';

/**
 * Which versions of a template portfolios run (ADR 0028 §2): each published version, newest first, with when it
 * was published, the template's version number then, and how many portfolios run it now; the current one marked.
 * Paged on the server ("Show more").
 */
export function VersionsDialog({
  template,
  onClose,
  returnFocus,
}: {
  template: TemplateSummary | null;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('templates');
  const locale = useLocale();
  const snapshots = useTemplateSnapshots(template?.id ?? null);
  const items = (snapshots.data?.pages ?? []).flatMap((page) => page.items);
  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      size="wide"
      title={t('versions.title', { title: template?.title ?? '' })}
      initialFocus="[data-confirm-cancel]"
      returnFocus={returnFocus}
    >
      <QueryStatus query={snapshots} />
      {snapshots.isSuccess && items.length === 0 ? <p className="muted">{t('versions.empty')}</p> : null}
      {items.length > 0 ? (
        <DataTable
          caption={t('versions.caption')}
          rowKey={(item) => item.snapshot_id}
          rows={items}
          columns={[
            {
              id: 'published',
              header: t('versions.published'),
              cell: (item) => displayDateTime(item.published_at, locale),
            },
            {
              id: 'version',
              header: t('versions.version'),
              cell: (item) =>
                `${item.template_version === null ? t('versions.unknown') : t('versions.number', { n: item.template_version })}${
                  item.current ? ` (${t('versions.current')})` : ''
                }`,
            },
            {
              id: 'portfolios',
              header: t('versions.portfolios'),
              cell: (item) => t('versions.count', { count: item.portfolio_count }),
            },
          ]}
        />
      ) : null}
      <MorePages query={snapshots} moreLabel={t('versions.more')} loadingLabel={t('loading')} />
      <div className="form__actions">
        <Button data-confirm-cancel onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
