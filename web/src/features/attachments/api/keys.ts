/** Query keys of the attachments feature: the owner's previous uploads per filter, and one attachment. */
export const attachmentsKeys = {
  all: ['attachments'] as const,
  list: (ownerId: string, maximumSize: number, fileType: string) =>
    [...attachmentsKeys.all, 'list', ownerId, maximumSize, fileType] as const,
  detail: (ownerId: string, attachmentId: string) => [...attachmentsKeys.all, 'detail', ownerId, attachmentId] as const,
};
