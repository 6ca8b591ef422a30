import { Construction } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { useT } from '../../../lib/i18n';
import { CsvImportButton } from './csv-import-dialog';

/**
 * Templates, courses and rubrics arrive with later issues: their tabs are present and say so plainly. The
 * courses tab already offers the groups import, which needs nothing more than the node.
 */
export function ComingLaterPanel({
  tab,
  nodeId,
  canManage,
}: {
  tab: 'template' | 'hierarchy-group-template' | 'rubric';
  nodeId: string;
  canManage: boolean;
}) {
  const t = useT('hierarchy');
  return (
    <div className="panel">
      <EmptyState
        icon={Construction}
        headingLevel={3}
        action={
          tab === 'hierarchy-group-template' && canManage ? (
            <CsvImportButton nodeId={nodeId} kind="groups" />
          ) : undefined
        }
      >
        {t(`later.${tab}`)}
      </EmptyState>
    </div>
  );
}
