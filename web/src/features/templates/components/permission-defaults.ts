import {
  componentSide,
  inheritedComponentMode,
  type ComponentKind,
  type WorkflowRole,
  type WorkflowState,
} from '@tessera/shared';
import type { Translate } from '../../../lib/i18n';

/**
 * What "As the workflow decides" means for a component, said plainly in the permissions of its configuration
 * (shared's inheritedComponentMode, the rule the server applies): the sentence under the checkbox, and each
 * cell's default in the customised table — where the default differs once an assessor has requested a revision
 * (assessment components, for students), the cell says both.
 */
export function permissionDefaults(t: Translate<'templateEditor'>, kind: ComponentKind) {
  const side = componentSide(kind);
  return {
    sentence: t(side === 'assessment' ? 'config.defaultsAssessment' : 'config.defaultsContent'),
    cell: (role: WorkflowRole, state: WorkflowState) => {
      const before = inheritedComponentMode(role, state, side);
      const returned = inheritedComponentMode(role, state, side, { returned: true });
      return before === returned
        ? t('config.modeDefaultIs', { mode: t(`modes.${before}`) })
        : t('config.modeDefaultReturned', { before: t(`modes.${before}`), returned: t(`modes.${returned}`) });
    },
  };
}
