import type { RubricState } from '@tessera/shared';
import { StateBadges, type BadgeTone } from '../../../components/ui/state-badges';
import { useT } from '../../../lib/i18n';

const TONES: Record<RubricState, BadgeTone> = {
  published: 'success',
  draft: 'info',
  archived: 'neutral',
  default: 'brand',
};

/** A rubric's state as a badge (text, not colour alone), and "Transfer waiting" beside it while one waits. */
export function StateBadge({ state, transfer }: { state: RubricState; transfer: boolean }) {
  const t = useT('rubrics');
  return (
    <StateBadges
      badges={[
        { label: t(`state.${state}`), tone: TONES[state] },
        ...(transfer ? [{ label: t('state.transfer'), tone: 'warning' as const }] : []),
      ]}
    />
  );
}
