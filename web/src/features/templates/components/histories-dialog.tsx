import type { TemplateSummary } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable } from '../../../components/ui/data-table';
import { Dialog } from '../../../components/ui/dialog';
import { QueryStatus } from '../../../components/ui/query-status';
import { useLocale, useT } from '../../../lib/i18n';
import { useTemplateHistories } from '../api/list-template-histories';
import { displayDateTime } from '../../../lib/display-date';

/** A template's activity histories (spec 2 §2): who did what and when, newest first, with their role. */
export function HistoriesDialog({
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
  const histories = useTemplateHistories(template?.id ?? null);
  const items = histories.data?.items ?? [];
  return (
    <Dialog
      open={template !== null}
      onClose={onClose}
      size="wide"
      title={t('histories.title', { title: template?.title ?? '' })}
      initialFocus="[data-confirm-cancel]"
      returnFocus={returnFocus}
    >
      <QueryStatus query={histories} />
      {histories.isSuccess && items.length === 0 ? <p className="muted">{t('histories.empty')}</p> : null}
      {items.length > 0 ? (
        <DataTable
          caption={t('histories.caption')}
          rowKey={(entry) => entry.id}
          rows={items}
          columns={[
            { id: 'at', header: t('histories.at'), cell: (entry) => displayDateTime(entry.at, locale) },
            {
              id: 'by',
              header: t('histories.by'),
              cell: (entry) => (entry.by ? `${entry.by.first_name} ${entry.by.last_name}` : '—'),
            },
            { id: 'role', header: t('histories.role'), cell: (entry) => entry.role_name },
            { id: 'what', header: t('histories.what'), cell: (entry) => entry.description },
          ]}
        />
      ) : null}
      <div className="form__actions">
        <Button data-confirm-cancel onClick={onClose}>
          {t('close')}
        </Button>
      </div>
    </Dialog>
  );
}
