import { isImageType, isPreviewType } from './file-types';

/**
 * Whether an attachment can be previewed (spec 1 §7, §9). Files in third-party storage preview when their type
 * is one of the third-party-storage preview types; other files preview when they are images (shown directly),
 * and everything else offers a download instead. A lookup failure shows 'no preview available'.
 */
export function canPreviewAttachment(attachment: { filename: string; is_third_party_storage?: boolean }): boolean {
  return attachment.is_third_party_storage === true
    ? isPreviewType(attachment.filename)
    : isImageType(attachment.filename);
}

/** spec 1 §2, spec 2 §2: the template editor has no preview step for the group homepage and ePortfolio workflows. */
export const NO_PREVIEW_WORKFLOWS = ['GroupHomepageWorkflow', 'EportfolioWorkflow'] as const;

export function workflowHasPreview(workflowId: string): boolean {
  return !(NO_PREVIEW_WORKFLOWS as readonly string[]).includes(workflowId);
}
