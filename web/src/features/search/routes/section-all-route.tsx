import { Inbox } from 'lucide-react';
import { useState } from 'react';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { SelectField } from '../../../components/ui/select-field';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { useAllPortfolios } from '../api/list-portfolios';
import { PortfolioResults } from '../components/portfolio-results';
import { DEFAULT_CATEGORY, SEARCH_CATEGORIES, searchCategoryOf, type SearchCategory } from '../utils/search-location';

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
      <div className="search-results__filter">
        <SelectField
          label={t('category')}
          value={category}
          onChange={(event) => setCategory(searchCategoryOf(event.target.value))}
        >
          {SEARCH_CATEGORIES.map((option) => (
            <option key={option} value={option}>
              {t(`categories.${option}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <AllItems key={category} category={category} />
    </section>
  );
}

export default SectionAllRoute;
