import { useState } from 'react';
import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { isApiError } from '../../../lib/api-error';
import { useAssessmentUi, type StandardsMet } from '../../../lib/assessment-ui';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePortfolio } from '../api/get-portfolio';
import { Composer } from '../components/composer';
import '../portfolios.css';

/**
 * /portfolios/{owner}/{portfolio}[?action_as=]: the composer on a route of its own, so it opens in a new window
 * as well (spec 1 §2). A portfolio that cannot be read says "Resource does not exist!" (spec 1 §8).
 */
export function ComposerRoute() {
  const t = useT('portfolios');
  const msg = useT('messages');
  const common = useT('common');
  const { ownerId = '', portfolioId = '' } = useParams();
  const [params] = useSearchParams();
  const actionAs = params.get('action_as') ?? undefined;
  const portfolio = usePortfolio(ownerId, portfolioId, actionAs);
  const assessment = useAssessmentUi();
  // The standards met the assessment panel reports for the viewer, shown in the composer's statement mapping.
  const [standardsMet, setStandardsMet] = useState<StandardsMet | null>(null);
  const back = (
    <Link className={buttonClass('secondary')} to={paths.inProgress}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('back')}
    </Link>
  );
  if (!portfolio.data) {
    // While it loads the heading names what is coming; only a failed read says the resource does not exist.
    const failed = portfolio.error !== null;
    return (
      <section className="page">
        <PageHeader title={failed ? msg('portfolios.not_found') : t('title')} actions={back} />
        {portfolio.isPending ? <p>{common('loading')}</p> : null}
        {failed ? (
          <p role="alert" className="error-text">
            {isApiError(portfolio.error) && portfolio.error.status >= 500
              ? portfolio.error.message
              : msg('portfolios.not_found')}
          </p>
        ) : null}
      </section>
    );
  }
  const read = portfolio.data;
  const showPanel = () => {
    const panel = document.getElementById('assessment-panel');
    panel?.scrollIntoView({ block: 'start' });
    panel?.focus();
  };
  return (
    <section className="page">
      <PageHeader title={read.title} actions={back} />
      <p className="composer__meta">
        {/* No status where the spec hides the state's label for the workflow (spec 1 §4): the server answers null. */}
        {read.workflow.state_label ? <span>{t('state', { state: read.workflow.state_label })}</span> : null}{' '}
        <span>{t('owner', { name: read.owner_full_name })}</span>
      </p>
      {assessment?.panelShown(read) ? (
        // Below 1200 px the panel sits under the work (and its comments and history): a way straight to it.
        <p className="composer__to-panel">
          <button type="button" className={buttonClass('secondary')} onClick={showPanel}>
            {t('toPanel')}
          </button>
        </p>
      ) : null}
      {/* The assessment panel beside the portfolio (spec 1 §2), where the app provides one (lib/assessment-ui). */}
      <div className="composer-layout">
        <Composer key={read.id} portfolio={read} ownerId={ownerId} actionAs={actionAs} standardsMet={standardsMet} />
        {assessment ? (
          <assessment.AssessmentPanel
            portfolio={read}
            ownerId={ownerId}
            actionAs={actionAs}
            onAssessmentSaved={() => void portfolio.refetch()}
            onStandardsMet={setStandardsMet}
          />
        ) : null}
      </div>
    </section>
  );
}

export default ComposerRoute;
