import type { TemplateState } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

/** A template's state as a badge (text, not colour alone), and "Transfer waiting" beside it while one waits. */
export function TemplateStateBadge({ state, transfer }: { state: TemplateState; transfer: boolean }) {
  const msg = useT('messages');
  const t = useT('templates');
  return (
    <span className="state-badges">
      <span className={`state-badge state-badge--${state}`}>{msg(`templates.state.${state}`)}</span>
      {transfer ? <span className="state-badge state-badge--transfer">{t('transferWaiting')}</span> : null}
    </span>
  );
}
