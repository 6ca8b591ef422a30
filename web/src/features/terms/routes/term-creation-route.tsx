import { useState } from 'react';
import { formatCalendarDateUs, parseCalendarDate } from '@tessera/shared';
import { Dialog } from '../../../components/ui/dialog';
import { PageHeading } from '../../../components/ui/page-heading';
import { errorText } from '../../../lib/api-error';
import { useLocale } from '../../../lib/i18n';
import { useDeleteTerm } from '../api/delete-term';
import { useTerms } from '../api/list-terms';
import { TermForm, type Term } from '../components/term-form';
import { useTermsT } from '../i18n';

/** spec 2 §9: dates show as MM/DD/YYYY. */
const shownDate = (value: string) => {
  const date = parseCalendarDate(value);
  return date ? formatCalendarDateUs(date) : value;
};

/** /settings/term-creation (spec 2 §2): the organisation's terms, with create, edit and delete. */
export function TermCreationRoute() {
  const t = useTermsT();
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
  return (
    <section className="page">
      <PageHeading title={t('title')}>{t('title')}</PageHeading>
      <p className="muted">{t('intro')}</p>
      {terms.error ? (
        <p role="alert" className="error-text">
          {errorText(terms.error, locale)}
        </p>
      ) : (
        <div className="inline-form">
          <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
            {t('add')}
          </button>
        </div>
      )}
      {terms.isPending ? <p>{t('loading')}</p> : null}
      {terms.isSuccess && items.length === 0 ? <p className="muted">{t('empty')}</p> : null}
      {items.length > 0 ? (
        <table className="table">
          <caption className="visually-hidden">{t('caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('code')}</th>
              <th scope="col">{t('name')}</th>
              <th scope="col">{t('startDate')}</th>
              <th scope="col">{t('endDate')}</th>
              <th scope="col">{t('includeAcademicData')}</th>
              <th scope="col">{t('actions')}</th>
            </tr>
          </thead>
          <tbody>
            {items.map((term) => (
              <tr key={term.id}>
                <td>{term.code}</td>
                <td>{term.name}</td>
                <td>{shownDate(term.start_date)}</td>
                <td>{shownDate(term.end_date)}</td>
                <td>{term.include_academic_data ? t('yes') : t('no')}</td>
                <td>
                  <button
                    type="button"
                    className="button"
                    aria-label={t('editNamed', { name: term.name })}
                    onClick={() => setEditing(term)}
                  >
                    {t('edit')}
                  </button>{' '}
                  <button
                    type="button"
                    className="button"
                    aria-label={t('deleteNamed', { name: term.name })}
                    onClick={() => setDeleting({ term, error: null })}
                  >
                    {t('delete')}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
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
      <Dialog open={deleting !== null} onClose={() => setDeleting(null)} title={t('deleteTitle')}>
        {deleting?.error ? (
          <p role="alert" className="error-text">
            {deleting.error}
          </p>
        ) : (
          <>
            <p>{t('deleteConfirm', { name: deleting?.term.name ?? '' })}</p>
            <div className="inline-form">
              <button
                type="button"
                className="button button--primary"
                disabled={remove.isPending}
                onClick={() => void confirmDelete()}
              >
                {t('delete')}
              </button>
              <button type="button" className="button" onClick={() => setDeleting(null)}>
                {t('cancel')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </section>
  );
}

export default TermCreationRoute;
