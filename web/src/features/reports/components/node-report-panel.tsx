import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useNodeStandards } from '../api/get-node-standards-report';
import '../reports.css';
import { DownloadButton, StandardsResult } from './standards-report';

/**
 * The hierarchy's "Standards report" tab (issue 13): the folder's standards rolled up across every course under
 * it (program outcomes across courses), each student once; for the folder's admins.
 */
export function NodeReportPanel({ nodeId }: { nodeId: string; canManage: boolean }) {
  const t = useT('reports');
  const report = useNodeStandards(nodeId);
  const data = report.data;
  return (
    <div className="stack">
      <QueryStatus query={report} />
      {data ? (
        <>
          <h3>{t('nodeTitle', { title: data.node.title })}</h3>
          <p className="muted">{t('nodeIntro')}</p>
          <div className="panel__toolbar">
            <p>
              {t('scope', { courses: data.courses.length, sections: data.groups.length })}.{' '}
              {t('counted', { count: data.assessments_counted })}
            </p>
            <DownloadButton file={{ report: 'node', nodeId }} />
          </div>
          <StandardsResult standards={data.standards} students={data.students} />
        </>
      ) : null}
    </div>
  );
}

export default NodeReportPanel;
