import { MessageSquare } from 'lucide-react';
import { useT } from '../../../lib/i18n';
import { showCommentsOn } from './comments';

/**
 * The comment indicator beside a component that has comments on the revision shown (spec 1 §2 comments view):
 * how many, and a button that moves to the first of them in the comments view.
 */
export function CommentIndicator({
  componentId,
  component,
  count,
}: {
  componentId: string;
  component: string;
  count: number;
}) {
  const t = useT('portfolios');
  return (
    <button
      type="button"
      className="comment-indicator"
      aria-label={t('comments.indicator', { count, component })}
      title={t('comments.indicator', { count, component })}
      onClick={() => showCommentsOn(componentId)}
    >
      <MessageSquare aria-hidden="true" size={16} />
      <span aria-hidden="true">{count}</span>
    </button>
  );
}
