/**
 * The categories a portfolio list or search filters by (spec 1 §9 default points categories). A file of its
 * own: the web's search box, in the shell of every signed-in screen, needs only these words, and importing
 * them from api/portfolios/schemas.ts made the signed-in home load the portfolio and attachment schemas and,
 * through them, the component registry (issue 23, the signed-in home's budget).
 */
export const PORTFOLIO_CATEGORIES = ['all', 'showcase', 'assignment'] as const;
