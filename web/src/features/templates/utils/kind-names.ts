import type { ComponentKind } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

/** A component kind's name in the reader's language (spec 1 §1 names the kinds; shared's names are English). */
export function useKindName(): (kind: ComponentKind) => string {
  const t = useT('templateEditor');
  return (kind) => t(`kinds.${kind}`);
}
