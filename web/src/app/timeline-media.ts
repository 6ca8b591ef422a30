import { createMediaEvidenceItem } from '../features/portfolios/api/create-media-evidence';
import type { TimelineMedia } from '../lib/attachment-ui';
import { queryClient } from '../lib/query-client';

/**
 * "Add to my timeline" from the attachments feature's insert dialogs (spec 1 §5): the portfolios feature's POST
 * …/portfolios/evidence/media, composed here because features never import each other. The upload dialog's
 * Timeline tab (timeline-files-tab.tsx) then lists the new item too.
 */
export async function addToTimeline({ ownerId, title, kind, content }: TimelineMedia): Promise<void> {
  await createMediaEvidenceItem(ownerId, { title, kind, content });
  void queryClient.invalidateQueries({ queryKey: ['attachmentSources', 'timeline', ownerId] });
}
