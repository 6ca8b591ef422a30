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
  organizationSettings: '/settings/organization',
  profile: '/profile',
  search: (section: string, q: string, category: string) =>
    `/${encodeURIComponent(section)}/search?${new URLSearchParams({ q, category }).toString()}`,
  portfolio: (ownerId: string, portfolioId: string) =>
    `/portfolios/${encodeURIComponent(ownerId)}/${encodeURIComponent(portfolioId)}`,
  /** A section's reports (issue 13): the standards report and each activity's rubric scores. */
  sectionReports: (groupId: string) => `/via/groups/${encodeURIComponent(groupId)}/reports`,
  all: (section: string) => `/${encodeURIComponent(section)}/all`,
} as const;

/** The section of the current location: its first path segment (`/via/inprogress` → `via`). */
export function sectionOf(pathname: string, fallback = 'via'): string {
  const first = pathname.split('/').filter(Boolean)[0];
  return first ? decodeURIComponent(first) : fallback;
}
