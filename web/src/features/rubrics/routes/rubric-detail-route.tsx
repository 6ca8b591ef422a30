import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header';
import { useT } from '../../../lib/i18n';
import { useRubric } from '../api/get-rubric';
import { RubricView } from '../components/rubric-view';
import '../rubrics.css';
import { QueryStatus } from '../../../components/ui/query-status';

/**
 * /rubric_detail?id= (spec 1 §2): a rubric read-only in its own window, for everyone who may read it (drafts
 * only for their node's admins; another organisation's rubric is a 404 and says so).
 */
export function RubricDetailRoute() {
  const t = useT('rubrics');
  const [params] = useSearchParams();
  const id = params.get('id');
  const rubric = useRubric(id);
  if (!id) {
    return (
      <section className="page">
        <PageHeader title={t('detail.title')} />
        <p role="alert" className="error-text">
          {t('detail.noRubric')}
        </p>
      </section>
    );
  }
  return (
    <section className="page">
      <PageHeader
        title={rubric.data?.title ?? t('detail.title')}
        description={rubric.data ? t(`state.${rubric.data.state}`) : undefined}
      />
      <QueryStatus query={rubric} />
      {rubric.data ? <RubricView rubric={rubric.data} /> : null}
    </section>
  );
}

export default RubricDetailRoute;
