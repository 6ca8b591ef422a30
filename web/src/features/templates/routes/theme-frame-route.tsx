import { Palette } from 'lucide-react';
import { useParams, useSearchParams } from 'react-router';
import { isComponentKind, THEME_TYPES, type ThemeType } from '@tessera/shared';
import { EmptyState } from '../../../components/ui/empty-state';
import { PageHeader } from '../../../components/ui/page-header';
import { QueryStatus } from '../../../components/ui/query-status';
import { useT } from '../../../lib/i18n';
import { useThemeFrame } from '../api/get-theme-frame';
import { framePalette, ThemeSample } from '../components/theme-sample';
import { useKindName } from '../utils/kind-names';
import '../templates.css';

const isThemeType = (value: string): value is ThemeType => (THEME_TYPES as readonly string[]).includes(value);

/**
 * /themes/{themeType}?with_form=true (spec 1 §1, spec 2 §2): the theme frame — how a theme looks with the
 * organisation's default template theme and, with `with_form=true`, a sample form drawn in it. Previews load
 * it with a timestamp query (`t`), which only defeats caches.
 */
export function ThemeFrameRoute() {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const { themeType = '' } = useParams();
  const [params] = useSearchParams();
  const known = isThemeType(themeType);
  const withForm = params.get('with_form') === 'true';
  const frame = useThemeFrame(known ? themeType : null, withForm);
  if (!known) {
    return (
      <section className="page">
        <PageHeader title={t('frame.heading')} />
        <EmptyState icon={Palette}>{msg('system.not_found')}</EmptyState>
      </section>
    );
  }
  const data = frame.data;
  return (
    <section className="page stack">
      <PageHeader title={t('frame.title', { theme: t(`theme.types.${themeType}`) })} />
      <QueryStatus query={frame} />
      {data ? (
        <>
          <ThemeSample
            title={data.form?.title ?? t('theme.sampleTitle')}
            theme={data.template_theme}
            palette={framePalette(data)}
          />
          {data.form ? <SampleForm form={data.form} /> : null}
        </>
      ) : null}
    </section>
  );
}

function SampleForm({
  form,
}: {
  form: { title: string; pages: { id: string; title: string; components: Record<string, unknown>[] }[] };
}) {
  const t = useT('templateEditor');
  const kindName = useKindName();
  return (
    <section aria-labelledby="theme-frame-form" className="stack">
      <h2 id="theme-frame-form">{t('frame.form', { title: form.title })}</h2>
      {form.pages.map((page) => (
        <section key={page.id} aria-label={page.title} className="theme-frame__page">
          <h3>{page.title}</h3>
          <ul className="theme-frame__components">
            {page.components.map((component, index) => {
              const kind =
                typeof component.type === 'string' && isComponentKind(component.type) ? component.type : null;
              const label = typeof component.label === 'string' && component.label ? component.label : null;
              return (
                <li key={typeof component.component_id === 'string' ? component.component_id : index}>
                  {label ?? (kind ? kindName(kind) : t('frame.component'))}
                  {label && kind ? <span className="theme-frame__kind"> · {kindName(kind)}</span> : null}
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </section>
  );
}
export default ThemeFrameRoute;
