import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';

/**
 * Previous / "Page N of M" / Next under a paged list in the composer's pickers (timeline, text from the
 * timeline, component reference); nothing when everything fits on one page. `label` names the navigation.
 */
export function PageTurner({
  page,
  pages,
  label,
  onPage,
}: {
  page: number;
  pages: number;
  label: string;
  onPage: (page: number) => void;
}) {
  const t = useT('portfolios');
  if (pages <= 1) return null;
  return (
    <nav className="button-row" aria-label={label}>
      <Button size="small" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('timelinePicker.previous')}
      </Button>
      <span aria-live="polite">{t('timelinePicker.page', { page, pages })}</span>
      <Button size="small" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t('timelinePicker.next')}
      </Button>
    </nav>
  );
}
