import { Fragment, useRef, type ReactNode } from 'react';
import {
  isRichInnerKind,
  RICH_ELIGIBLE_KINDS,
  RICH_MIN_WORDS_DEFAULT,
  type ComponentMode,
  type RichInnerKind,
} from '@tessera/shared';
import { SelectField } from '../../../components/ui/select-field';
import { useLocale, useT } from '../../../lib/i18n';
import { EmptyValue } from './empty-value';

type Content = Record<string, unknown> | undefined;
type Config = Record<string, unknown>;

/** The rich component's own keys; everything else in its content is the inner component's (spec 1 §3). */
const OWN_KEYS = new Set(['component', 'component_config']);

/** The inner component's content: the rich content without its own keys. */
export function innerContentOf(content: Content): Record<string, unknown> {
  return Object.fromEntries(Object.entries(content ?? {}).filter(([key]) => !OWN_KEYS.has(key)));
}

/**
 * The configuration the inner component is drawn with: the rich component's label and optional flag, the inner
 * kind, and for a text area the rich minimum (the inner configuration's, else the component's, else 5; spec 1 §5).
 */
export function innerConfigOf(config: Config, kind: RichInnerKind, content: Content): Config {
  const inner = (content?.component_config ?? {}) as { min_word_count?: unknown };
  return {
    ...config,
    type: kind,
    ...(kind === 'textarea'
      ? { min_word_count: String(inner.min_word_count ?? config.min_word_count ?? RICH_MIN_WORDS_DEFAULT) }
      : {}),
  };
}

interface RichFieldProps {
  config: Config;
  mode: ComponentMode;
  content: Content;
  onChange: (content: Record<string, unknown>) => void;
  /** Draws the inner component (the composer's ComponentField) with its configuration, mode and content. */
  renderInner: (
    config: Config,
    mode: ComponentMode,
    content: Record<string, unknown>,
    onChange: (content: Record<string, unknown>) => void,
  ) => ReactNode;
}

/**
 * A rich component (spec 1 §3): the writer chooses its inner type among the rich-flagged kinds, sorted by name,
 * and answers with that component; the content keeps `component` (the chosen type), `component_config` and the
 * inner content beside them. A reader sees the inner component read-only, or 'No component.' when none was chosen
 * (spec 1 §8). Switching type starts the new one empty; switching back within the session brings back what was
 * written there, so a wrong choice loses nothing.
 */
export function RichField({ config, mode, content, onChange, renderInner }: RichFieldProps) {
  const t = useT('portfolios');
  const locale = useLocale();
  const chosen = isRichInnerKind(content?.component) ? content.component : null;
  const earlier = useRef(new Map<RichInnerKind, Record<string, unknown>>());
  const label = typeof config.label === 'string' ? config.label : '';
  const editable = mode === 'editable';
  const componentConfig = (content?.component_config ?? {}) as Record<string, unknown>;
  const emit = (kind: RichInnerKind, inner: Record<string, unknown>) =>
    onChange({ ...inner, component: kind, component_config: componentConfig });

  if (!editable && !chosen)
    return (
      <div className="composer__readonly">
        {label ? <p className="composer__label">{label}</p> : null}
        <EmptyValue kind="rich" />
      </div>
    );

  const collator = new Intl.Collator(locale);
  const kinds = [...RICH_ELIGIBLE_KINDS].sort((a, b) => collator.compare(t(`rich.kinds.${a}`), t(`rich.kinds.${b}`)));
  return (
    <div className="composer__rich stack">
      {editable ? (
        <SelectField
          label={label ? t('rich.kind', { label }) : t('rich.kindUnlabelled')}
          value={chosen ?? ''}
          onChange={(event) => {
            const next = event.target.value;
            if (!isRichInnerKind(next) || next === chosen) return;
            if (chosen) earlier.current.set(chosen, innerContentOf(content));
            emit(next, earlier.current.get(next) ?? {});
          }}
        >
          <option value="" disabled>
            {t('rich.choose')}
          </option>
          {kinds.map((kind) => (
            <option key={kind} value={kind}>
              {t(`rich.kinds.${kind}`)}
            </option>
          ))}
        </SelectField>
      ) : null}
      {/* Keyed by the type: kinds drawn with the same control (text field, duration, link) start afresh. */}
      {chosen ? (
        <Fragment key={chosen}>
          {renderInner(innerConfigOf(config, chosen, content), mode, innerContentOf(content), (inner) =>
            emit(chosen, inner),
          )}
        </Fragment>
      ) : null}
    </div>
  );
}
