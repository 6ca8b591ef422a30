import { useState } from 'react';
import type { Portfolio } from '@tessera/shared';
import { useCurrentUser } from '../../../lib/current-user';
import { initialVisibilityChoice, visibilityRows } from '../utils/collaborative-submit';

/**
 * The state of a collaborative-assessment confirmation (spec 1 §4): the rows with their ticks, `toggle` for a
 * row the assessor may change, and `entries`, the `assessments_visibility` to send with the action.
 */
export function useCollaborativeVisibility(portfolio: Portfolio) {
  const me = useCurrentUser();
  const [chosen, setChosen] = useState(() => initialVisibilityChoice(portfolio, me.id));
  const { rows, entries, computed } = visibilityRows({ portfolio, assessorId: me.id, chosen });
  const toggle = (id: string) => {
    const row = rows.find((entry) => entry.id === id);
    if (!row || row.locked) return;
    setChosen((current) => ({ ...current, [id]: !row.checked }));
  };
  return { rows, entries, computed, toggle };
}
