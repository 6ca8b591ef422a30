import type { Locale } from '@tessera/shared';
import { accountLocales } from '../features/identity/account/locales';
import { attachmentsLocales } from '../features/attachments/locales';
import { authLocales } from '../features/identity/auth/locales';
import { coursesLocales } from '../features/courses/locales';
import { coursesHomeLocales } from '../features/courses/home-locales';
import { hierarchyLocales } from '../features/hierarchy/locales';
import { homeLocales } from '../features/home/locales';
import { impersonationLocales } from '../features/identity/impersonation/locales';
import { notificationsLocales } from '../features/identity/notifications/locales';
import { organizationSettingsLocales } from '../features/identity/organization-settings/locales';
import { organizationsLocales } from '../features/identity/organizations/locales';
import { portfoliosLocales } from '../features/portfolios/locales';
import { portfolioMediaLocales } from '../features/portfolios/media-locales';
import { timelineLocales } from '../features/portfolios/timeline-locales';
import { attachmentSourcesLocales } from '../app/attachment-sources-locales';
import { assessmentLocales } from '../features/assessments/locales';
import { rubricsLocales } from '../features/rubrics/locales';
import { templatesLocales } from '../features/templates/locales';
import { templateEditorLocales } from '../features/templates/editor-locales';
import { searchLocales } from '../features/portfolios/search/locales';
import { shellLocales } from '../features/shell/locales';
import { termsLocales } from '../features/hierarchy/terms/locales';
import { userSupportLocales } from '../features/identity/user-support/locales';
import { importsLocales } from '../features/imports/locales';
import { importJobsLocales } from '../components/imports/locales';
import * as catalogue from '../lib/catalogue';
import { provideCatalogue } from '../lib/catalogue-access';
import { addNamespaces, createI18n, i18n as appI18n, setLocale } from '../lib/i18n';

/**
 * An i18n instance with every namespace already there (the app loads them on demand), so components render
 * at once under test; the catalogue is formatted by shared's message() as in the app.
 */
export function createTestI18n(locale: Locale = 'en') {
  const instance = createI18n(locale);
  // The API client asks in the app instance's language (Accept-Language): the same as the screen's.
  void setLocale(locale, appI18n);
  provideCatalogue(catalogue);
  addNamespaces(instance, {
    auth: authLocales,
    attachments: attachmentsLocales,
    shell: shellLocales,
    account: accountLocales,
    organizations: organizationsLocales,
    impersonation: impersonationLocales,
    notifications: notificationsLocales,
    search: searchLocales,
    home: homeLocales,
    hierarchy: hierarchyLocales,
    terms: termsLocales,
    rubrics: rubricsLocales,
    portfolios: portfoliosLocales,
    portfolioMedia: portfolioMediaLocales,
    timeline: timelineLocales,
    attachmentSources: attachmentSourcesLocales,
    assessment: assessmentLocales,
    courses: coursesLocales,
    coursesHome: coursesHomeLocales,
    templates: templatesLocales,
    templateEditor: templateEditorLocales,
    organizationSettings: organizationSettingsLocales,
    userSupport: userSupportLocales,
    imports: importsLocales,
    importJobs: importJobsLocales,
    messages: { en: catalogue.catalogueTexts('en'), es: catalogue.catalogueTexts('es') },
  });
  return instance;
}
