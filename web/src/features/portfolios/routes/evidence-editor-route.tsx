import { ArrowLeft } from 'lucide-react';
import { Link, useLocation, useParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { isSameScreen } from '../../../lib/same-screen';
import { useQuery } from '@tanstack/react-query';
import { portfolioQueryOptions } from '../api/get-portfolio';
import { EvidenceEditor } from '../components/evidence-editor';
import { EVIDENCE_STEPS, type EvidenceStep } from '../utils/evidence-draft';
import '../portfolios.css';

/** The step a navigation asked for (the first save of a new item keeps the step it was made on). */
function requestedStep(state: unknown): EvidenceStep | undefined {
  const step = (state as { step?: unknown } | null)?.step;
  return (EVIDENCE_STEPS as readonly unknown[]).includes(step) ? (step as EvidenceStep) : undefined;
}

/**
 * The editor's React key. A new item's first save moves the address from /evidence/new to the item's own; the
 * editor made there must live on (same key), or what the owner typed while that save ran would be dropped
 * with the old editor's state. Any other arrival at an item gets a fresh editor of its own.
 */
const NEW_EDITOR_KEY = 'new';
function editorKey(state: unknown, itemId: string): string {
  return isSameScreen(state, paths.newEvidence) ? NEW_EDITOR_KEY : itemId;
}

/**
 * /evidence/new and /evidence/{owner}/{id}: the evidence editor (spec 1 §2). A new item is made by its first
 * save; an item that cannot be read, or is not evidence, says "Resource does not exist!" (spec 1 §8).
 */
export function EvidenceEditorRoute() {
  const t = useT('portfolios');
  const msg = useT('messages');
  const common = useT('common');
  const user = useCurrentUser();
  const location = useLocation();
  const { ownerId = '', portfolioId = '' } = useParams();
  const isNew = portfolioId === '';
  const evidence = useQuery({ ...portfolioQueryOptions(ownerId, portfolioId), enabled: !isNew });
  const back = (
    <Link className={buttonClass('secondary')} to={paths.inProgress}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('back')}
    </Link>
  );
  if (isNew) {
    return (
      <section className="page">
        <PageHeader title={t('evidence.newTitle')} description={t('evidence.description')} actions={back} />
        <EvidenceEditor key={NEW_EDITOR_KEY} evidence={null} ownerId={user.id} />
      </section>
    );
  }
  const read = evidence.data;
  if (!read || read.type !== 'evidence') {
    const failed = evidence.error !== null || (read !== undefined && read.type !== 'evidence');
    return (
      <section className="page">
        <PageHeader title={failed ? msg('portfolios.not_found') : t('evidence.title')} actions={back} />
        {evidence.isPending ? <p>{common('loading')}</p> : null}
        {failed ? (
          <p role="alert" className="error-text">
            {isApiError(evidence.error) && evidence.error.status >= 500
              ? evidence.error.message
              : msg('portfolios.not_found')}
          </p>
        ) : null}
      </section>
    );
  }
  return (
    <section className="page">
      <PageHeader
        title={read.title || t('evidence.untitled')}
        description={read.workflow.state_label ? t('state', { state: read.workflow.state_label }) : undefined}
        actions={back}
      />
      <EvidenceEditor
        key={editorKey(location.state, read.id)}
        evidence={read}
        ownerId={ownerId}
        initialStep={requestedStep(location.state)}
      />
    </section>
  );
}

export default EvidenceEditorRoute;
