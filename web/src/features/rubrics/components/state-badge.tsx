import type { RubricState } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

/** A rubric's state as a badge (text, not colour alone), and "Transfer waiting" beside it while one waits. */
export function StateBadge({ state, transfer }: { state: RubricState; transfer: boolean }) {
  const t = useT('rubrics');
  return (
    <span className="state-badges">
      <span className={`state-badge state-badge--${state}`}>{t(`state.${state}`)}</span>
      {transfer ? <span className="state-badge state-badge--transfer">{t('state.transfer')}</span> : null}
    </span>
  );
}
