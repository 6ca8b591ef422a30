import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import { isWorkflowId, type Template, type WorkflowId } from '@tessera/shared';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useTemplate } from '../api/get-template';
import { useWorkflow } from '../api/get-workflow';
import { PreviewStep } from '../components/preview-step';
import { TemplateEditor } from '../components/template-editor';
import { TemplateStateBadge } from '../components/template-state-badge';
import { draftFromTemplate, newTemplateDraft } from '../utils/editor-state';
import { templatePaths } from '../utils/template-paths';
import '../templates.css';

/**
 * /hierarchy/template/new?node&workflow&title[&folder] and /hierarchy/template/{id}: the template editor on
 * its own route (issue 10), or the template read-only with the reason where the caller may not change it.
 * Loaded with its route only (dnd-kit with it; the rich-text editor's engine later still, with
 * the first rich text field).
 */
export function TemplateEditorRoute() {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const { id = 'new' } = useParams();
  const [params] = useSearchParams();
  const location = useLocation();
  const isNew = id === 'new';
  // The editor made on /new keeps its state when its first save moves the address to the template's id.
  const [startedNew] = useState(isNew);
  const created = startedNew && (location.state as { created?: boolean } | null)?.created === true;
  const template = useTemplate(isNew ? null : id);
  const requested = params.get('workflow') ?? '';
  const workflowId: WorkflowId | null = template.data?.workflow ?? (isWorkflowId(requested) ? requested : null);
  const workflow = useWorkflow(workflowId);
  const nodeId = template.data?.hierarchy_id ?? params.get('node');
  const back = nodeId ? templatePaths.panel(nodeId) : '/hierarchy/template';
  const backLink = (
    <Link className={buttonClass('secondary')} to={back}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('back')}
    </Link>
  );
  const read: Template | null = template.data ?? null;
  const title = read ? t('editNamed', { title: read.title }) : t('newTitle');

  if (isNew && (!nodeId || !workflowId)) {
    return (
      <section className="page">
        <PageHeader title={t('newTitle')} actions={backLink} />
        <p role="alert" className="error-text">
          {t('noNode')}
        </p>
      </section>
    );
  }
  if ((!isNew && !read) || !workflow.data) {
    return (
      <section className="page">
        <PageHeader title={title} actions={backLink} />
        <QueryStatus query={isNew ? workflow : template.isSuccess ? workflow : template} />
      </section>
    );
  }
  if (read && !read.can_edit) {
    return (
      <section className="page">
        <PageHeader title={read.title} actions={backLink} />
        <p>
          <TemplateStateBadge state={read.state} transfer={read.transfer !== null} />
        </p>
        <p className="notice">{msg(read.transfer ? 'templates.transferred' : 'templates.no_authority')}</p>
        <PreviewStep draft={draftFromTemplate(read)} workflow={workflow.data} />
      </section>
    );
  }
  return (
    <section className="page">
      <PageHeader title={title} actions={backLink} />
      {read ? (
        <p>
          <TemplateStateBadge state={read.state} transfer={false} />
          {read.state === 'published' ? <span className="muted"> {t('publishedNote')}</span> : null}
        </p>
      ) : null}
      <TemplateEditor
        key={created || isNew ? 'new' : id}
        template={read}
        initial={
          read && !created
            ? draftFromTemplate(read)
            : newTemplateDraft({
                title: params.get('title') ?? '',
                workflow: workflowId!,
                folderId: params.get('folder') || null,
                moveToDoneRoles: workflow.data.roles_allowed_move_to_done,
              })
        }
        nodeId={nodeId!}
        workflow={workflow.data}
        onReload={async () => (await template.refetch()).data}
      />
    </section>
  );
}

export default TemplateEditorRoute;
