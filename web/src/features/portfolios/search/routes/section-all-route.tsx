import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../../components/ui/empty-state';
import { PageHeader } from '../../../../components/ui/page-header';
import { useCurrentUser } from '../../../../lib/current-user';
import { useT } from '../../../../lib/i18n';
import { useAllPortfolios } from '../api/list-portfolios';
import { CategoryFilter } from '../components/category-filter';
import { PortfolioResults } from '../components/portfolio-results';
import { DEFAULT_CATEGORY, type SearchCategory } from '../utils/search-location';

/** Everything of the caller in one category, from its first page. */
function AllItems({ category }: { category: SearchCategory }) {
  const t = useT('search');
  const user = useCurrentUser();
  const [page, setPage] = useState(1);
  const query = useAllPortfolios(user.id, category, page);
  return (
    <PortfolioResults
      query={query}
      label={t('allTitle')}
      page={page}
      onPage={setPage}
      empty={<EmptyState icon={Inbox}>{t('allEmpty')}</EmptyState>}
    />
  );
}

/**
 * /{section}/all — where a cleared or left search returns (spec 1 §2): every portfolio and evidence item of the
 * caller, newest first (GET …/portfolios, spec 1 §7), by category.
 */
export function SectionAllRoute() {
  const t = useT('search');
  const [category, setCategory] = useState<SearchCategory>(DEFAULT_CATEGORY);
  return (
    <section className="page">
      <PageHeader title={t('allTitle')} />
      <CategoryFilter value={category} onChange={setCategory} />
      <AllItems key={category} category={category} />
    </section>
  );
}

export default SectionAllRoute;
