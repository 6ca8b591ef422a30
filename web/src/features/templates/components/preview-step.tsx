import { useId, useState } from 'react';
import {
  componentEmptyState,
  componentSide,
  resolveComponentMode,
  THEME_TYPES,
  type ComponentMode,
  type ComponentPermissions,
  type ThemeType,
  type Workflow,
  type WorkflowRole,
  type WorkflowState,
} from '@tessera/shared';
import { RichText } from '../../../components/ui/rich-text';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import type { ComponentConfigRecord, TemplateDraft } from '../utils/editor-state';
import { useKindName } from '../utils/kind-names';

/**
 * The preview step (spec 1 §2 "Preview has theme, status and role selectors"): the template as a portfolio
 * made from it looks in the chosen theme, to the chosen role, in the chosen state: each component in the
 * mode `resolveComponentMode` gives it (editable, read-only, or not shown), from its permissions or the
 * workflow's defaults.
 */
export function PreviewStep({ draft, workflow }: { draft: TemplateDraft; workflow: Workflow }) {
  const t = useT('templateEditor');
  const [theme, setTheme] = useState<ThemeType>(draft.theme);
  const [state, setState] = useState<WorkflowState>(workflow.states[0]?.id ?? 'created');
  const [role, setRole] = useState<WorkflowRole>(workflow.roles[0] ?? 'submitter');
  const shown = draft.pages.map((page) => ({
    page,
    components: page.components
      .map((component) => ({
        component,
        mode: resolveComponentMode({
          role,
          state,
          side: componentSide(component.type),
          permissions: component.permissions as ComponentPermissions | undefined,
        }),
      }))
      .filter((entry) => entry.mode !== 'invisible'),
  }));
  return (
    <div className="preview-step">
      <div className="panel__toolbar">
        <SelectField
          label={t('preview.theme')}
          value={theme}
          onChange={(event) => setTheme(event.target.value as ThemeType)}
        >
          {THEME_TYPES.map((type) => (
            <option key={type} value={type}>
              {t(`theme.types.${type}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('preview.status')}
          value={state}
          onChange={(event) => setState(event.target.value as WorkflowState)}
        >
          {workflow.states.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {entry.label}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('preview.role')}
          value={role}
          onChange={(event) => setRole(event.target.value as WorkflowRole)}
        >
          {workflow.roles.map((entry) => (
            <option key={entry} value={entry}>
              {t(`roles.${entry}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <article
        className={`template-preview template-preview--${theme}`}
        aria-label={t('preview.label')}
        data-testid="template-preview"
      >
        <h2 className="template-preview__title">{draft.title}</h2>
        {draft.content.trim() !== '' ? <RichText className="template-preview__content" html={draft.content} /> : null}
        {shown.map(({ page, components }) => (
          <section key={page.id} className="template-preview__page" aria-label={page.title}>
            <h3>{page.title}</h3>
            {components.length === 0 ? <p className="muted">{t('preview.nothing')}</p> : null}
            {components.map(({ component, mode }) => (
              <PreviewComponent
                key={component.component_id}
                component={component}
                mode={mode}
                content={draft.data_templates[component.component_id]}
              />
            ))}
          </section>
        ))}
      </article>
    </div>
  );
}

/** One component in its mode: editable controls, or the same read-only (spec 1 §4 "Component mode"). */
function PreviewComponent({
  component,
  mode,
  content,
}: {
  component: ComponentConfigRecord;
  mode: ComponentMode;
  content: unknown;
}) {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const common = useT('common');
  const kindName = useKindName();
  const id = useId();
  const readOnly = mode !== 'editable';
  const label = component.label.trim() || kindName(component.type);
  const authored = (content as { content?: string } | undefined)?.content ?? '';
  const options = (component.button_options as { id: string | number; value: string }[] | undefined) ?? [];
  const required = component.optional !== true;
  const caption = <span className="template-preview__mode">{t(readOnly ? 'modes.visible' : 'modes.editable')}</span>;
  const labelled = (control: React.ReactNode) => (
    <div
      className="field template-preview__component"
      data-mode={mode}
      data-testid={`preview-${component.component_id}`}
    >
      <label htmlFor={id} className="field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null} {caption}
      </label>
      {control}
    </div>
  );
  switch (component.type) {
    case 'title':
      return <h4 className="template-preview__heading">{authored || label}</h4>;
    case 'text':
      return authored ? <RichText className="template-preview__text" html={authored} /> : null;
    case 'textarea':
    case 'feedback':
      return labelled(<textarea id={id} className="field__input" rows={3} readOnly={readOnly} required={required} />);
    case 'textfield':
    case 'video_link':
      return labelled(<input id={id} className="field__input" readOnly={readOnly} />);
    case 'date_selection':
      // The pattern the reader types a date in (MM/DD/YYYY in English, dd/mm/aaaa in Spanish), as the date field's.
      return labelled(
        <input id={id} className="field__input" placeholder={common('date.format')} readOnly={readOnly} />,
      );
    case 'duration':
      return labelled(<input id={id} className="field__input" placeholder="hh:mm" readOnly={readOnly} />);
    case 'scoring':
      return labelled(
        <input
          id={id}
          className="field__input"
          inputMode="numeric"
          readOnly={readOnly}
          placeholder={t('preview.outOf', { maximum: String(component.maximum ?? '') })}
        />,
      );
    case 'dropdown':
      return labelled(
        <select id={id} className="field__input" disabled={readOnly}>
          <option value="">{msg('components.dropdown.select_option')}</option>
          {options.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.value}
            </option>
          ))}
        </select>,
      );
    case 'radio_button':
    case 'checkbox':
      return (
        <fieldset
          className="fieldset template-preview__component"
          data-mode={mode}
          data-testid={`preview-${component.component_id}`}
        >
          <legend className="fieldset__legend">
            {label} {caption}
          </legend>
          {options.map((option) => (
            <div key={option.id} className="field field--checkbox">
              <input
                id={`${id}-${option.id}`}
                type={component.type === 'checkbox' ? 'checkbox' : 'radio'}
                name={id}
                disabled={readOnly}
              />
              <label htmlFor={`${id}-${option.id}`}>{option.value}</label>
            </div>
          ))}
        </fieldset>
      );
    default: {
      const empty = componentEmptyState(component.type, {});
      const detail =
        component.type === 'rubric' || component.type === 'assessment_rubric'
          ? t('preview.rubric', { title: String(component.rubric_title ?? '') })
          : empty
            ? msg(empty)
            : kindName(component.type);
      return (
        <div
          className="template-preview__component template-preview__box"
          data-mode={mode}
          data-testid={`preview-${component.component_id}`}
        >
          <p className="field__label">
            {label} {caption}
          </p>
          <p className="muted">{detail}</p>
        </div>
      );
    }
  }
}
