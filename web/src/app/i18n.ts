import { authLocales } from '../features/identity/auth/locales';
import { addNamespaces, i18n, registerNamespaceLoaders } from '../lib/i18n';

/**
 * The app's namespaces: the sign-in screen's are bundled with it; every other feature's chrome loads with the
 * first screen that uses it (i18next suspends that screen until it is there).
 */
addNamespaces(i18n, { auth: authLocales });
registerNamespaceLoaders({
  shell: async (locale) => (await import('../features/shell/locales')).shellLocales[locale],
  account: async (locale) => (await import('../features/identity/account/locales')).accountLocales[locale],
  organizations: async (locale) =>
    (await import('../features/identity/organizations/locales')).organizationsLocales[locale],
  impersonation: async (locale) =>
    (await import('../features/identity/impersonation/locales')).impersonationLocales[locale],
  userSupport: async (locale) => (await import('../features/identity/user-support/locales')).userSupportLocales[locale],
  notifications: async (locale) =>
    (await import('../features/identity/notifications/locales')).notificationsLocales[locale],
  search: async (locale) => (await import('../features/portfolios/search/locales')).searchLocales[locale],
  home: async (locale) => (await import('../features/home/locales')).homeLocales[locale],
  hierarchy: async (locale) => (await import('../features/hierarchy/locales')).hierarchyLocales[locale],
  terms: async (locale) => (await import('../features/hierarchy/terms/locales')).termsLocales[locale],
  extracts: async (locale) => (await import('../features/extracts/locales')).extractsLocales[locale],
  rubrics: async (locale) => (await import('../features/rubrics/locales')).rubricsLocales[locale],
  attachments: async (locale) => (await import('../features/attachments/locales')).attachmentsLocales[locale],
  portfolios: async (locale) => (await import('../features/portfolios/locales')).portfoliosLocales[locale],
  assessment: async (locale) => (await import('../features/assessments/locales')).assessmentLocales[locale],
  courses: async (locale) => (await import('../features/courses/locales')).coursesLocales[locale],
  coursesHome: async (locale) => (await import('../features/courses/home-locales')).coursesHomeLocales[locale],
  reports: async (locale) => (await import('../features/reports/locales')).reportsLocales[locale],
  templates: async (locale) => (await import('../features/templates/locales')).templatesLocales[locale],
  templateEditor: async (locale) =>
    (await import('../features/templates/editor-locales')).templateEditorLocales[locale],
  attachmentSources: async (locale) => (await import('./attachment-sources-locales')).attachmentSourcesLocales[locale],
  timeline: async (locale) => (await import('../features/portfolios/timeline-locales')).timelineLocales[locale],
  portfolioMedia: async (locale) =>
    (await import('../features/portfolios/media-locales')).portfolioMediaLocales[locale],
  imports: async (locale) => (await import('../features/imports/locales')).importsLocales[locale],
  importJobs: async (locale) => (await import('../components/imports/locales')).importJobsLocales[locale],
  organizationSettings: async (locale) =>
    (await import('../features/identity/organization-settings/locales')).organizationSettingsLocales[locale],
});

export { i18n };
