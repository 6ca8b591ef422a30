import { COMPONENT_REGISTRY, isComponentKind } from '@tessera/shared';
import { useT } from '../../../lib/i18n';

/**
 * What an empty component shows (spec 1 §8 "Empty states"): 'No file uploaded.', 'No gallery.', 'No ePortfolio
 * referenced.', 'No component.', 'No video submitted', 'No Description', by the kind shared's registry names for
 * each; kinds the spec gives no sentence keep the composer's own.
 */
export function EmptyValue({ kind }: { kind: string }) {
  const t = useT('portfolios');
  const msg = useT('messages');
  const key = isComponentKind(kind) ? COMPONENT_REGISTRY[kind].emptyStateKey : null;
  return <p className="composer__value">{key ? msg(key) : t('empty.items')}</p>;
}
