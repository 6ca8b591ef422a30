import { lazy, Suspense } from 'react';
import {
  AssessmentUiContext,
  type AssessmentPanelProps,
  type AssessmentUi,
  type CollaborativeConfirmProps,
} from '../../lib/assessment-ui';
import { isCollaborativeSubmit } from '../../features/assessments/utils/collaborative-submit';
import { panelShownFor } from '../../features/assessments/utils/panel-shown';
import { AttachmentUiContext } from '../../lib/attachment-ui';
import { ComposerRoute } from '../../features/portfolios/routes/composer-route';
import { attachmentUi } from '../attachment-ui';

const LazyPanel = lazy(() => import('../../features/assessments/components/assessment-panel'));
const LazyConfirm = lazy(() => import('../../features/assessments/components/collaborative-confirm'));

/** The assessment feature's panel, loaded when first drawn, inside its own Suspense (the composer stays up). */
function AssessmentPanel(props: AssessmentPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyPanel {...props} />
    </Suspense>
  );
}
function CollaborativeConfirm(props: CollaborativeConfirmProps) {
  return (
    <Suspense fallback={null}>
      <LazyConfirm {...props} />
    </Suspense>
  );
}
const assessmentUi: AssessmentUi = {
  AssessmentPanel,
  panelShown: panelShownFor,
  isCollaborativeSubmit,
  CollaborativeConfirm,
};

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
