import { useRef, type MouseEvent } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button';
import { PageHeader } from '../../../components/ui/page-header';
import { useCurrentUser } from '../../../lib/current-user';
import { useT } from '../../../lib/i18n';
import { useRubric } from '../api/get-rubric';
import { RubricView } from '../components/rubric-view';
import { watermarkTitle } from '../utils/watermark-title';
import '../rubrics.css';
import { QueryStatus } from '../../../components/ui/query-status';

/** The popup closes 400 ms after Cancel (spec 1 §6, §9 "popup close delay 400 ms"). */
const POPUP_CLOSE_DELAY_MS = 400;

/**
 * /rubric_detail?id= (spec 1 §2): a rubric read-only in its own window, for everyone who may read it (drafts
 * only for their node's admins; another organisation's rubric is a 404 and says so). Opened from the
 * assessment panel with the work's owner (`owner`, `owner_name`) it is the watermark popup (spec 1 §6): its
 * title joins the owner's full name, the rubric's title and "Watermark", the name left out for the owner, and
 * Close shuts the window once, 400 ms after a single click (a double click does not close it twice).
 */
export function RubricDetailRoute() {
  const t = useT('rubrics');
  const me = useCurrentUser();
  const [params] = useSearchParams();
  const id = params.get('id');
  const ownerId = params.get('owner');
  const ownerName = params.get('owner_name');
  const rubric = useRubric(id);
  const closing = useRef(false);
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
  const watermark = ownerId !== null;
  const rubricTitle = rubric.data?.title ?? t('detail.title');
  const title = watermark
    ? watermarkTitle({ ownerName, ownerIsViewer: ownerId === me.id, rubricTitle, watermark: t('detail.watermark') })
    : rubricTitle;
  const close = (event: MouseEvent) => {
    // A double click's second click (detail 2) and any click after the first are ignored.
    if (event.detail > 1 || closing.current) return;
    closing.current = true;
    window.setTimeout(() => window.close(), POPUP_CLOSE_DELAY_MS);
  };
  return (
    <section className="page">
      <PageHeader
        title={title}
        description={
          watermark && ownerName && ownerId !== me.id
            ? t('detail.watermarkOf', { name: ownerName })
            : rubric.data
              ? t(`state.${rubric.data.state}`)
              : undefined
        }
        actions={
          watermark ? (
            <Button size="small" onClick={close}>
              {t('detail.close')}
            </Button>
          ) : undefined
        }
      />
      <QueryStatus query={rubric} />
      {rubric.data ? <RubricView rubric={rubric.data} /> : null}
    </section>
  );
}

export default RubricDetailRoute;
