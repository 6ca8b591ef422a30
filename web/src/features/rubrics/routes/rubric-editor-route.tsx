import { ArrowLeft, Download } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { MessageKey, Rubric } from '@tessera/shared';
import { Button, buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useExportCanvasRubric } from '../api/export-canvas-rubric';
import { useRubric } from '../api/get-rubric';
import { RubricEditor } from '../components/rubric-editor';
import { RubricView } from '../components/rubric-view';
import { ImportedFrom } from '../components/imported-from';
import { StateBadge } from '../components/state-badge';
import { rubricPaths } from '../utils/rubric-paths';
import '../rubrics.css';
import { QueryStatus } from '../../../components/ui/query-status';

/** Why a rubric is view-only (spec 2 §6: archived, transferred, default, or no node authority). */
function viewOnlyReason(rubric: Rubric): MessageKey {
  if (rubric.state === 'archived') return 'rubrics.archived';
  if (rubric.state === 'default') return 'rubrics.default_read_only';
  if (rubric.transfer) return 'rubrics.transferred';
  return 'rubrics.no_authority';
}

/**
 * /hierarchy/rubric/new?node= and /hierarchy/rubric/{id}: the rubric editor, or the rubric read-only with
 * the reason when the caller may not change it (spec 2 §6). Loaded with its route only: the hierarchy's
 * other tabs and the home do not carry it.
 */
export function RubricEditorRoute() {
  const t = useT('rubrics');
  const msg = useT('messages');
  const locale = useLocale();
  const toast = useToast();
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const isNew = id === 'new';
  const rubric = useRubric(isNew ? null : id);
  const exportCsv = useExportCanvasRubric();
  const nodeId = rubric.data?.hierarchy_id ?? params.get('node');
  const back = nodeId ? rubricPaths.panel(nodeId) : '/hierarchy/rubric';
  const backLink = (
    <Link className={buttonClass('secondary')} to={back}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('editor.back')}
    </Link>
  );

  if (isNew && !nodeId) {
    return (
      <section className="page">
        <PageHeader title={t('editor.newTitle')} actions={backLink} />
        <p role="alert" className="error-text">
          {t('editor.noNode')}
        </p>
      </section>
    );
  }
  if (!isNew && !rubric.data) {
    return (
      <section className="page">
        <PageHeader title={t('editor.editTitle')} actions={backLink} />
        <QueryStatus query={rubric} />
      </section>
    );
  }
  const read = rubric.data ?? null;
  if (read && !read.can_edit) {
    return (
      <section className="page">
        <PageHeader title={read.title} actions={backLink} />
        <p>
          <StateBadge state={read.state} transfer={read.transfer !== null} />
          {read.imported_from ? ' ' : null}
          <ImportedFrom rubric={read} />
        </p>
        <p className="notice">{msg(viewOnlyReason(read))}</p>
        <div className="button-row">
          <Button
            icon={Download}
            disabled={exportCsv.isPending}
            onClick={() =>
              void exportCsv.mutateAsync(read.id).then(
                (file) => toast.show(t('exported', { filename: file.filename })),
                (error: unknown) => toast.show(errorText(error, locale), 'error'),
              )
            }
          >
            {t('actions.export')}
          </Button>
        </div>
        <RubricView rubric={read} />
      </section>
    );
  }
  return (
    <section className="page">
      <PageHeader
        title={read ? t('editor.editNamed', { title: read.title }) : t('editor.newTitle')}
        actions={backLink}
      />
      <RubricEditor
        key={read?.id ?? 'new'}
        rubric={read}
        nodeId={nodeId ?? ''}
        onReload={async () => (await rubric.refetch()).data}
      />
    </section>
  );
}

export default RubricEditorRoute;
