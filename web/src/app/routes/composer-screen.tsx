import { lazy, Suspense } from 'react';
import { AssessmentUiContext, type AssessmentPanelProps, type AssessmentUi } from '../../lib/assessment-ui';
import { AttachmentUiContext } from '../../lib/attachment-ui';
import { ComposerRoute } from '../../features/portfolios/routes/composer-route';
import { attachmentUi } from '../attachment-ui';

const LazyPanel = lazy(() => import('../../features/assessment/components/assessment-panel'));

/** The assessment feature's panel, loaded when first drawn, inside its own Suspense (the composer stays up). */
function AssessmentPanel(props: AssessmentPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
const assessmentUi: AssessmentUi = { AssessmentPanel };

/**
 * /portfolios/{owner}/{portfolio}: the composer with the attachments feature's dialogs (app/attachment-ui.tsx)
 * and the assessment feature's panel beside it (lib/assessment-ui.ts).
 */
export default function ComposerScreenRoute() {
  return (
    <AttachmentUiContext.Provider value={attachmentUi}>
      <AssessmentUiContext.Provider value={assessmentUi}>
        <ComposerRoute />
      </AssessmentUiContext.Provider>
    </AttachmentUiContext.Provider>
  );
}
