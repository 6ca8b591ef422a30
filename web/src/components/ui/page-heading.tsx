import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The page's h1 and document title; focus lands here after client-side navigation (see RouteFocus). */
export function PageHeading({ children, title }: { children: ReactNode; title: string }) {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = `${title} · ${t('common.appName')}`;
  }, [title, t]);
  return (
    <h1 className="page-heading" tabIndex={-1} data-page-heading>
      {children}
    </h1>
  );
}
