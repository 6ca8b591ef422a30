import type { RubricSummary } from '@tessera/shared';
import { displayDay } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';

/** Where the date goes in the translated sentence, so it can be kept on one line in a narrow column. */
const DATE_SLOT = '\u0000date\u0000';

/**
 * Where an imported rubric came from (issue 21): "Canvas import: essay.csv, 12/03/2026", so a rubric a Canvas
 * import made is told apart from the rubric it was made from. Nothing for rubrics made here.
 */
export function ImportedFrom({
  rubric,
  className,
}: {
  rubric: Pick<RubricSummary, 'imported_from'>;
  className?: string;
}) {
  const t = useT('rubrics');
  const locale = useLocale();
  const source = rubric.imported_from;
  if (!source) return null;
  const [before = '', after = ''] = t('importedFrom', { filename: source.filename, date: DATE_SLOT }).split(DATE_SLOT);
  return (
    <span className={['muted', className].filter(Boolean).join(' ')}>
      {before}
      <span className="rubric-row__date">{displayDay(source.imported_at, locale)}</span>
      {after}
    </span>
  );
}
