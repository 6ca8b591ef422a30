import type { TemplateState } from '@tessera/shared';
import { StateBadges, type BadgeTone } from '../../../components/ui/state-badges';
import { useT } from '../../../lib/i18n';

const TONES: Record<TemplateState, BadgeTone> = { published: 'success', draft: 'info', created: 'neutral' };

/** A template's state as a badge (text, not colour alone), and "Transfer waiting" beside it while one waits. */
export function TemplateStateBadge({ state, transfer }: { state: TemplateState; transfer: boolean }) {
  const msg = useT('messages');
  const t = useT('templates');
  return (
    <StateBadges
      badges={[
        { label: msg(`templates.state.${state}`), tone: TONES[state] },
        ...(transfer ? [{ label: t('transferWaiting'), tone: 'warning' as const }] : []),
      ]}
    />
  );
}
