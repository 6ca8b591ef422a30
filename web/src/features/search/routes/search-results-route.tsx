import { SearchX } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { DEFAULT_CATEGORY } from '../utils/search-location';

/** /{section}/search?q=&category= — the results screen; each section's result lists arrive with its issue. */
export function SearchResultsRoute() {
  const t = useT('search');
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? DEFAULT_CATEGORY;
  // The section (`via`) and the category `all` are addresses, not words: only a real category is named.
  const summary = category === DEFAULT_CATEGORY ? t('resultsFor', { q }) : t('resultsForIn', { q, category });
  return (
    <section className="page">
      <PageHeader title={t('resultsTitle')} description={summary} />
      <EmptyState icon={SearchX}>{t('noResultsYet')}</EmptyState>
    </section>
  );
}

export default SearchResultsRoute;
