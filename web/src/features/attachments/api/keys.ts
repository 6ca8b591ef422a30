/** Query keys of the attachments feature: the owner's previous uploads per filter, one attachment, the avatar's original. */
export const attachmentsKeys = {
  all: ['attachments'] as const,
  list: (ownerId: string, maximumSize: number, fileType: string) =>
    [...attachmentsKeys.all, 'list', ownerId, maximumSize, fileType] as const,
  detail: (ownerId: string, attachmentId: string) => [...attachmentsKeys.all, 'detail', ownerId, attachmentId] as const,
  /** A file read through the portfolio (revision 0: as it is now) that names it. */
  inPortfolio: (portfolioId: string, revision: number, attachmentId: string) =>
    [...attachmentsKeys.all, 'in-portfolio', portfolioId, revision, attachmentId] as const,
  /** The image the avatar was last cut from (GET /api/users/{id}/avatar's original), for cropping it again. */
  avatarOriginal: (ownerId: string) => [...attachmentsKeys.all, 'avatar-original', ownerId] as const,
};
