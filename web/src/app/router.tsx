import { lazy, Suspense, type ComponentType, type ReactNode } from 'react';
import { Route, Routes, useLocation } from 'react-router';
import { ErrorBoundary } from '../components/ui/error-boundary';
import { paths } from '../lib/paths';
import { RouteError } from './routes/route-error';

/**
 * Routes mirror spec 1 §2 as real paths. Every screen is lazy. Declarative routing (no data router) keeps the
 * first screen's JavaScript within the 120 KB gzip budget; the signed-in layout checks the session and loads
 * the current user before its screens render.
 */
const page = (load: () => Promise<{ default: ComponentType }>) => lazy(load);

const SignInRoute = page(() => import('../features/identity/auth/routes/sign-in-route'));
const PurchaseRoute = page(() => import('../features/identity/auth/routes/purchase-route'));
const AppLayout = page(() => import('./routes/app-layout'));
const HomeRedirect = lazy(() => import('./routes/app-layout').then((m) => ({ default: m.HomeRedirect })));
const AcademicsRoute = page(() => import('../features/home/routes/academics-route'));
const InProgressRoute = page(() => import('./routes/in-progress-screen'));
const ActivityRoute = page(() => import('../features/courses/routes/activity-route'));
const TimeLogRoute = page(() => import('../features/courses/routes/time-log-route'));
const SectionReportRoute = page(() => import('../features/reports/routes/section-report-route'));
const HelpCenterRoute = page(() => import('../features/home/routes/help-center-route'));
const ActAsUserRoute = page(() => import('../features/identity/user-support/routes/act-as-user-route'));
const SearchResultsRoute = page(() => import('../features/portfolios/search/routes/search-results-route'));
const SectionAllRoute = page(() => import('../features/portfolios/search/routes/section-all-route'));
const HierarchyRoute = page(() => import('./routes/hierarchy-screen'));
const RubricEditorRoute = page(() => import('../features/rubrics/routes/rubric-editor-route'));
const TemplateEditorRoute = page(() => import('../features/templates/routes/template-editor-route'));
const ThemeFrameRoute = page(() => import('../features/templates/routes/theme-frame-route'));
const RubricDetailRoute = page(() => import('../features/rubrics/routes/rubric-detail-route'));
const TermCreationRoute = page(() => import('../features/hierarchy/terms/routes/term-creation-route'));
const ImportRoute = page(() => import('../features/imports/routes/import-route'));
const ExtractsRoute = page(() => import('../features/extracts/routes/extracts-route'));
const OrganizationSettingsRoute = page(
  () => import('../features/identity/organization-settings/routes/organization-settings-route'),
);
const ComposerRoute = page(() => import('./routes/composer-screen'));
const AssessmentWindowRoute = page(() => import('../features/assessments/routes/assessment-window-route'));
const ReferenceRoute = page(() => import('./routes/reference-screen'));
const ProfileRoute = page(() => import('./routes/profile-screen'));
const EvidenceRoute = page(() => import('./routes/evidence-screen'));
const NotFoundRoute = page(() => import('./routes/not-found'));

export function Loading() {
  return <p className="page">…</p>;
}

/** A failed or loading screen; the boundary resets when the path changes (`resetKey`). */
export function Screen({
  children,
  resetKey,
  standalone = true,
}: {
  children: ReactNode;
  resetKey?: string;
  standalone?: boolean;
}) {
  return (
    <ErrorBoundary key={resetKey} fallback={<RouteError standalone={standalone} />}>
      <Suspense fallback={<Loading />}>{children}</Suspense>
    </ErrorBoundary>
  );
}

function TopLevelScreen({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  // Screens outside the signed-in layout reset on navigation; the layout keeps its own boundary.
  const insideLayout = pathname !== paths.login && pathname !== paths.purchase;
  return <Screen resetKey={insideLayout ? 'layout' : pathname}>{children}</Screen>;
}

export function AppRoutes() {
  return (
    <TopLevelScreen>
      <Routes>
        <Route path={paths.login} element={<SignInRoute />} />
        <Route path={paths.purchase} element={<PurchaseRoute />} />
        <Route element={<AppLayout />}>
          <Route index element={<HomeRedirect />} />
          <Route path={paths.academics} element={<AcademicsRoute />} />
          <Route path={paths.inProgress} element={<InProgressRoute />} />
          <Route path="via/activities/:activityId" element={<ActivityRoute />} />
          <Route path="via/groups/:groupId/time-log" element={<TimeLogRoute />} />
          <Route path="via/groups/:groupId/reports" element={<SectionReportRoute />} />
          <Route path={paths.helpCenter} element={<HelpCenterRoute />} />
          <Route path={paths.supportUsers} element={<ActAsUserRoute />} />
          <Route path=":section/search" element={<SearchResultsRoute />} />
          <Route path=":section/all" element={<SectionAllRoute />} />
          <Route path="hierarchy/rubric/new" element={<RubricEditorRoute />} />
          <Route path="hierarchy/rubric/:id" element={<RubricEditorRoute />} />
          <Route path="hierarchy/template/:id" element={<TemplateEditorRoute />} />
          <Route path="hierarchy/*" element={<HierarchyRoute />} />
          <Route path="rubric_detail" element={<RubricDetailRoute />} />
          <Route path="settings/term-creation" element={<TermCreationRoute />} />
          <Route path="extracts" element={<ExtractsRoute />} />
          <Route path="extracts/:extractType" element={<ExtractsRoute />} />
          <Route path="settings/organization" element={<OrganizationSettingsRoute />} />
          <Route path="import" element={<ImportRoute />} />
          <Route path="import/:page" element={<ImportRoute />} />
          <Route path="portfolios/reference" element={<ReferenceRoute />} />
          <Route path="portfolios/:ownerId/:portfolioId" element={<ComposerRoute />} />
          <Route path="evidence/new" element={<EvidenceRoute />} />
          <Route path="evidence/:ownerId/:portfolioId" element={<EvidenceRoute />} />
          <Route path="portfolios/:ownerId/:portfolioId/assessment" element={<AssessmentWindowRoute />} />
          <Route path="profile" element={<ProfileRoute />} />
          <Route path="profile/:userId" element={<ProfileRoute />} />
          <Route path="themes/:themeType" element={<ThemeFrameRoute />} />
          <Route path="*" element={<NotFoundRoute />} />
        </Route>
      </Routes>
    </TopLevelScreen>
  );
}
