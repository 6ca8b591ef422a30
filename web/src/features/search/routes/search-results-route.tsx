import { useParams, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../components/ui/page-heading';
import { DEFAULT_CATEGORY } from '../utils/search-location';

/** /{section}/search?q=&category= — the results screen; each section's result lists arrive with its issue. */
export function SearchResultsRoute() {
  const { t } = useTranslation();
  const { section = '' } = useParams();
  const [params] = useSearchParams();
  const q = params.get('q') ?? '';
  const category = params.get('category') ?? DEFAULT_CATEGORY;
  return (
    <section className="page">
      <PageHeading title={t('search.resultsTitle')}>{t('search.resultsTitle')}</PageHeading>
      <p>{t('search.resultsFor', { q, category, section })}</p>
      <p className="muted">{t('search.noResultsYet')}</p>
    </section>
  );
}

export default SearchResultsRoute;
