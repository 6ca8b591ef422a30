/**
 * A page opened inside a frame of the app's own (the composer's portfolio viewer) carries `?frame=1`: the
 * signed-in layout then draws the page alone, without the shell's header and navigation (issue 12).
 */
export const FRAME_QUERY = 'frame';

/** Whether the address's query (`location.search`) asks for the page without the shell. */
export function isFramedView(search: string): boolean {
  return new URLSearchParams(search).get(FRAME_QUERY) === '1';
}

/** Client routes, defined once (spec 1 §2; real paths instead of the old hash routes). */
export const paths = {
  root: '/',
  login: '/login',
  purchase: '/login/purchase',
  academics: '/via/academics',
  inProgress: '/via/inprogress',
  helpCenter: '/help_center',
  supportUsers: '/support/users',
  hierarchy: '/hierarchy/statement',
  termCreation: '/settings/term-creation',
  /** The extracts area (spec 2 §2): placement is the default kind. */
  extracts: '/extracts/placement',
  extract: (type: string) => `/extracts/${encodeURIComponent(type)}`,
  organizationSettings: '/settings/organization',
  /** The import pages (spec 2 §2 "Imports"): /import/<page>, users by default. */
  imports: '/import/users',
  profile: '/profile',
  search: (section: string, q: string, category: string) =>
    `/${encodeURIComponent(section)}/search?${new URLSearchParams({ q, category }).toString()}`,
  portfolio: (ownerId: string, portfolioId: string) =>
    `/portfolios/${encodeURIComponent(ownerId)}/${encodeURIComponent(portfolioId)}`,
  /** A section's reports (issue 13): the standards report and each activity's rubric scores. */
  sectionReports: (groupId: string) => `/via/groups/${encodeURIComponent(groupId)}/reports`,
  /** The evidence editor (spec 1 §2): a new item, made by its first save, and an item of its owner's. */
  newEvidence: '/evidence/new',
  evidence: (ownerId: string, portfolioId: string) =>
    `/evidence/${encodeURIComponent(ownerId)}/${encodeURIComponent(portfolioId)}`,
  all: (section: string) => `/${encodeURIComponent(section)}/all`,
  /**
   * /rubric_detail (spec 1 §2), opened in a new window; with the work's owner it is the watermark popup whose
   * title joins the owner's full name, the rubric's title and "Watermark" (spec 1 §6).
   */
  rubricDetail: (rubricId: string, owner?: { id: string; fullName: string }) =>
    `/rubric_detail?${new URLSearchParams({
      id: rubricId,
      ...(owner ? { owner: owner.id, owner_name: owner.fullName } : {}),
    }).toString()}`,
} as const;

/** The section of the current location: its first path segment (`/via/inprogress` → `via`). */
export function sectionOf(pathname: string, fallback = 'via'): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? decodeURIComponent(first) : fallback;
}
