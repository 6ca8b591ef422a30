import { CalendarPlus, CalendarRange, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { ConfirmDialog } from '../../../../components/ui/confirm-dialog';
import { DataTable } from '../../../../components/ui/data-table';
import { Dialog } from '../../../../components/ui/dialog';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { errorText } from '../../../../lib/api-error';
import { useLocale, useT } from '../../../../lib/i18n';
import { useDeleteTerm } from '../api/delete-term';
import { useTerms } from '../api/list-terms';
import { TermForm, type Term } from '../components/term-form';
import { displayDate } from '../../../../lib/display-date';

/** /settings/term-creation (spec 2 §2): the organization's terms, with create, edit and delete. */
export function TermCreationRoute() {
  const t = useT('terms');
  const locale = useLocale();
  const terms = useTerms();
  const remove = useDeleteTerm();
  const [editing, setEditing] = useState<Term | 'new' | null>(null);
  const [deleting, setDeleting] = useState<{ term: Term; error: string | null } | null>(null);

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.term.id);
      setDeleting(null);
    } catch (error) {
      setDeleting({ term: deleting.term, error: errorText(error, locale) });
    }
  };

  const items = terms.data?.items ?? [];
  const newTerm = (
    <Button variant="primary" icon={Plus} onClick={() => setEditing('new')}>
      {t('add')}
    </Button>
  );
  return (
    <section className="page">
      <PageHeader
        title={t('title')}
        description={t('intro')}
        actions={terms.isSuccess && items.length > 0 ? newTerm : undefined}
      />
      {terms.error ? (
        <p role="alert" className="error-text">
          {errorText(terms.error, locale)}
        </p>
      ) : null}
      {terms.isPending ? <p>{t('loading')}</p> : null}
      {terms.isSuccess && items.length === 0 ? (
        <EmptyState
          icon={CalendarRange}
          action={
            <Button variant="primary" icon={CalendarPlus} onClick={() => setEditing('new')}>
              {t('add')}
            </Button>
          }
        >
          {t('empty')}
        </EmptyState>
      ) : null}
      {items.length > 0 ? (
        <DataTable
          caption={t('caption')}
          rows={items}
          rowKey={(term) => term.id}
          columns={[
            { id: 'code', header: t('code'), cell: (term) => term.code },
            { id: 'name', header: t('name'), cell: (term) => term.name },
            { id: 'start', header: t('startDate'), cell: (term) => displayDate(term.start_date, locale) },
            { id: 'end', header: t('endDate'), cell: (term) => displayDate(term.end_date, locale) },
            {
              id: 'academic',
              header: t('includeAcademicData'),
              cell: (term) => (term.include_academic_data ? t('yes') : t('no')),
            },
            {
              id: 'actions',
              header: t('actions'),
              actions: true,
              cell: (term) => (
                <>
                  <Button
                    size="small"
                    icon={Pencil}
                    aria-label={t('editNamed', { name: term.name })}
                    onClick={() => setEditing(term)}
                  >
                    {t('edit')}
                  </Button>
                  <Button
                    size="small"
                    variant="destructive"
                    icon={Trash2}
                    aria-label={t('deleteNamed', { name: term.name })}
                    onClick={() => setDeleting({ term, error: null })}
                  >
                    {t('delete')}
                  </Button>
                </>
              ),
            },
          ]}
        />
      ) : null}
      <Dialog
        open={editing !== null}
        onClose={() => setEditing(null)}
        title={editing === 'new' ? t('createTitle') : t('editTitle')}
      >
        {editing !== null ? (
          <TermForm term={editing === 'new' ? undefined : editing} onDone={() => setEditing(null)} />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={deleting !== null}
        title={t('deleteTitle')}
        confirmLabel={t('delete')}
        pending={remove.isPending}
        error={deleting?.error}
        onConfirm={() => void confirmDelete()}
        onClose={() => setDeleting(null)}
      >
        <p>
          {deleting
            ? t('deleteConfirm', {
                name: deleting.term.name,
                start: displayDate(deleting.term.start_date, locale),
                end: displayDate(deleting.term.end_date, locale),
              })
            : null}
        </p>
      </ConfirmDialog>
    </section>
  );
}

export default TermCreationRoute;
