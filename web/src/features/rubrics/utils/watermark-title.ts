/**
 * The watermark / rubric-detail popup's title (spec 1 §6): the work owner's full name, the rubric's title and
 * the word Watermark, joined; the owner's name is left out when the owner is the one reading.
 */
export function watermarkTitle({
  ownerName,
  ownerIsViewer,
  rubricTitle,
  watermark,
}: {
  ownerName: string | null;
  ownerIsViewer: boolean;
  rubricTitle: string;
  /** The word Watermark in the reader's language. */
  watermark: string;
}): string {
  const name = ownerIsViewer ? '' : (ownerName ?? '').trim();
  return [name, rubricTitle.trim(), watermark].filter((part) => part !== '').join(' - ');
}
