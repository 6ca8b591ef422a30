import { ArrowLeft } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import { buttonClass } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { paths } from '../../../lib/paths';
import { usePortfolio } from '../api/get-portfolio';
import { AssessmentPanel } from '../components/assessment-panel';

/**
 * /portfolios/{owner}/{portfolio}/assessment[?action_as=]: the assessment panel in a separate window (spec 1 §2),
 * kept in step with the window that opened it (hooks/use-assessment-sync.ts): what is entered in one shows in the
 * other, and a save in either is the other's newest content.
 */
export function AssessmentWindowRoute() {
  const t = useT('assessment');
  const { ownerId = '', portfolioId = '' } = useParams();
  const [params] = useSearchParams();
  const actionAs = params.get('action_as') ?? undefined;
  const portfolio = usePortfolio(ownerId, portfolioId, actionAs);
  const back = (
    <Link className={buttonClass('secondary')} to={paths.portfolio(ownerId, portfolioId)}>
      <ArrowLeft className="icon" aria-hidden="true" />
      {t('backToPortfolio')}
    </Link>
  );
  return (
    <section className="page">
      <PageHeader
        title={portfolio.data ? t('windowTitle', { title: portfolio.data.title }) : t('heading')}
        actions={back}
      />
      <QueryStatus query={portfolio} />
      {portfolio.data ? (
        <AssessmentPanel portfolio={portfolio.data} ownerId={ownerId} actionAs={actionAs} standalone />
      ) : null}
    </section>
  );
}

export default AssessmentWindowRoute;
