import { createMediaEvidenceItem } from '../features/portfolios/api/create-media-evidence';
import type { TimelineMedia } from '../lib/attachment-ui';

/**
 * "Add to my timeline" from the attachments feature's insert dialogs (spec 1 §5): the portfolios feature's POST
 * …/portfolios/evidence/media, composed here because features never import each other. The upload dialog's
 * Timeline tab (timeline-files-tab.tsx) then lists the new item too.
 */
export async function addToTimeline({ ownerId, title, kind, content }: TimelineMedia): Promise<void> {
  // The portfolios feature's call invalidates the owner's timeline, which the Timeline tab reads under its key.
  await createMediaEvidenceItem(ownerId, { title, kind, content });
}
