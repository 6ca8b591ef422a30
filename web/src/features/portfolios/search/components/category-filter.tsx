import { SelectField } from '../../../../components/ui/select-field';
import { useT } from '../../../../lib/i18n';
import { SEARCH_CATEGORIES, searchCategoryOf, type SearchCategory } from '../utils/search-location';

/** The category chooser above the results and the "all" screen (spec 1 §2's categories, in the reader's language). */
export function CategoryFilter({
  value,
  onChange,
}: {
  value: SearchCategory;
  onChange: (category: SearchCategory) => void;
}) {
  const t = useT('search');
  return (
    <div className="search-results__filter">
      <SelectField
        label={t('category')}
        value={value}
        onChange={(event) => onChange(searchCategoryOf(event.target.value))}
      >
        {SEARCH_CATEGORIES.map((option) => (
          <option key={option} value={option}>
            {t(`categories.${option}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
