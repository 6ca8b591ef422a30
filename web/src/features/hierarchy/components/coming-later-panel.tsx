import { useHierarchyT } from '../i18n';
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
  const t = useHierarchyT();
  return (
    <div className="panel">
      <p className="muted">{t(`later.${tab}`)}</p>
      {tab === 'hierarchy-group-template' && canManage ? (
        <div className="panel__toolbar">
          <CsvImportButton nodeId={nodeId} kind="groups" />
        </div>
      ) : null}
    </div>
  );
}
