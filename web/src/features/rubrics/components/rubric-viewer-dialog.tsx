import { ExternalLink as ExternalLinkIcon } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { ExternalLink } from '../../../components/ui/external-link';
import { useT } from '../../../lib/i18n';
import { useRubric } from '../api/get-rubric';
import { rubricPaths } from '../utils/rubric-paths';
import { RubricView } from './rubric-view';
import { QueryStatus } from '../../../components/ui/query-status';

/**
 * The rubric viewer popup (spec 1 §2): the rubric read-only, with "Show All Standards and Outcomes" and
 * "Clear Selection", and a link to /rubric_detail, which opens it in a new window.
 */
export function RubricViewerDialog({
  rubricId,
  title,
  onClose,
  returnFocus,
}: {
  rubricId: string | null;
  title: string;
  onClose: () => void;
  returnFocus?: () => HTMLElement | null | undefined;
}) {
  const t = useT('rubrics');
  const rubric = useRubric(rubricId);
  return (
    <Dialog
      open={rubricId !== null}
      onClose={onClose}
      title={title}
      size="wide"
      initialFocus="[data-dialog-close]"
      returnFocus={returnFocus}
    >
      <QueryStatus query={rubric} />
      {rubric.data ? (
        <div className="stack">
          <ExternalLink className={buttonClass('secondary', 'small')} href={rubricPaths.detail(rubric.data.id)}>
            <ExternalLinkIcon className="icon" aria-hidden="true" />
            {t('viewer.openDetail')}
          </ExternalLink>
          <RubricView rubric={rubric.data} headingLevel={3} />
        </div>
      ) : null}
    </Dialog>
  );
}
