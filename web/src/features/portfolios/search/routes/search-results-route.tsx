import { SearchX } from 'lucide-react';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCurrentUser } from '../../../../lib/current-user';
import { useT } from '../../../../lib/i18n';
import { paths, sectionOf } from '../../../../lib/paths';
import { useSearchPortfolios } from '../api/search-portfolios';
import { CategoryFilter } from '../components/category-filter';
import { PortfolioResults } from '../components/portfolio-results';
import { DEFAULT_CATEGORY, searchCategoryOf, type SearchCategory } from '../utils/search-location';

/** One search's results, from its first page (a new query or category starts again at page 1). */
function Results({ q, category }: { q: string; category: SearchCategory }) {
  const t = useT('search');
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useSearchPortfolios(user.id, q, category, page);
  return (
    <PortfolioResults
      query={query}
      label={t('resultsTitle')}
      page={page}
      onPage={setPage}
      empty={<EmptyState icon={SearchX}>{t('noResults', { q })}</EmptyState>}
    />
  );
}

/**
 * /{section}/search?q=&category= — the results screen (spec 1 §2): the caller's portfolios and evidence whose
 * title or abstract holds every word of q (GET …/portfolios/search, spec 1 §7), in the category chosen.
 */
export function SearchResultsRoute() {
  const t = useT('search');
  const [params] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const q = params.get('q') ?? '';
  const category = searchCategoryOf(params.get('category'));
  // The section (`via`) and the category `all` are addresses, not words: only a real category is named.
  const summary =
    category === DEFAULT_CATEGORY
      ? t('resultsFor', { q })
      : t('resultsForIn', { q, category: t(`categories.${category}`) });
  return (
    <section className="page">
      <PageHeader title={t('resultsTitle')} description={summary} />
      <CategoryFilter
        value={category}
        onChange={(chosen) => void navigate(paths.search(sectionOf(location.pathname), q, chosen))}
      />
      <Results key={`${q}\n${category}`} q={q} category={category} />
    </section>
  );
}

export default SearchResultsRoute;
