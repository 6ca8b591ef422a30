import { useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import {
  AUTO_SAVE_SPINNER_MIN_MS,
  SAVE_DEBOUNCE_MS,
  templateNameError,
  type Template,
  type TemplateEditorStep,
  type Workflow,
} from '@tessera/shared';
import { FailureNotice } from '../../../components/library/failure-notice';
import { Button } from '../../../components/ui/button';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormField } from '../../../components/ui/form-field';
import { ANNOUNCE_CLEAR_MS } from '../../../components/ui/toast';
import { errorText, isApiError } from '../../../lib/api-error';
import { useLocale, useT } from '../../../lib/i18n';
import { useLeaveGuard } from '../../../lib/use-leave-guard';
import { useTemplateFolders } from '../api/list-template-folders';
import { useSaveTemplate } from '../api/save-template';
import { draftReducer, draftToFields, type TemplateDraft } from '../utils/editor-state';
import { templatePaths } from '../utils/template-paths';
import { ContentStep } from './content-step';
import { PreviewStep } from './preview-step';
import { SettingsStep } from './settings-step';
import { ThemeStep } from './theme-step';

const STALE = 'templates.stale';

/** Server refusals keyed `page_templates.<i>.components.<j>.<field>`, by component id then field. */
export function componentErrorsOf(
  draft: TemplateDraft,
  fields: Record<string, string>,
): Record<string, Record<string, string>> {
  const result: Record<string, Record<string, string>> = {};
  for (const [key, text] of Object.entries(fields)) {
    const match = /^page_templates\.(\d+)\.components\.(\d+)\.(.+)$/.exec(key);
    if (!match) continue;
    const component = draft.pages[Number(match[1])]?.components[Number(match[2])];
    if (!component) continue;
    (result[component.component_id] ??= {})[match[3]!] = text;
  }
  return result;
}

/**
 * The template editor (spec 1 §2, §4; spec 2 §2–5): the name, then the workflow's steps (create-content,
 * choose-theme or Design, settings, preview; the hidden ones per workflow left out by the server). Every
 * change is saved 650 ms after the last one (the first save creates the template, later ones update it at
 * the version read), with "Saving..." shown for at least 2 s; a refused save shows the server's sentences
 * where they belong, a stale one offers to reload; leaving with unsaved changes asks first.
 */
export function TemplateEditor({
  template,
  initial,
  nodeId,
  workflow,
  onReload,
}: {
  template: Template | null;
  initial: TemplateDraft;
  nodeId: string;
  workflow: Workflow;
  onReload: () => Promise<Template | undefined>;
}) {
  const t = useT('templateEditor');
  const msg = useT('messages');
  const locale = useLocale();
  const navigate = useNavigate();
  const save = useSaveTemplate();
  const folders = useTemplateFolders(nodeId);
  const [draft, dispatch] = useReducer(draftReducer, initial);
  const [saved, setSaved] = useState(() => (template ? JSON.stringify(draftToFields(initial)) : ''));
  const [step, setStep] = useState<TemplateEditorStep>('create-content');
  const [saving, setSaving] = useState(false);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<{ text: string; stale: boolean } | null>(null);
  const [titleError, setTitleError] = useState<string | undefined>();
  const [announcement, setAnnouncement] = useState('');
  const saved_ = useRef({ id: template?.id ?? null, version: template?.version ?? 0 });
  const inFlight = useRef(false);
  const again = useRef(false);
  const announceTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const draftRef = useRef(draft);
  const [savedId, setSavedId] = useState(template?.id ?? null);
  useLayoutEffect(() => {
    draftRef.current = draft;
  });

  const body = JSON.stringify(draftToFields(draft));
  const dirty = body !== saved;

  const announce = (text: string) => {
    setAnnouncement(text);
    clearTimeout(announceTimer.current);
    announceTimer.current = setTimeout(() => setAnnouncement(''), ANNOUNCE_CLEAR_MS);
  };

  /** One save of the draft as it is now; a change made meanwhile is saved right after. */
  const saveNow = async (): Promise<void> => {
    if (inFlight.current) {
      again.current = true;
      return;
    }
    const current = draftRef.current;
    const nameProblem = templateNameError(current.title, []);
    if (nameProblem) return setTitleError(msg(nameProblem));
    inFlight.current = true;
    const started = Date.now();
    setSaving(true);
    const fieldsToSend = draftToFields(current);
    try {
      const known = saved_.current;
      const result = await save.mutateAsync(
        known.id
          ? { kind: 'update', id: known.id, version: known.version, fields: fieldsToSend }
          : { kind: 'create', nodeId, fields: fieldsToSend },
      );
      saved_.current = { id: result.id, version: result.version };
      setSavedId(result.id);
      setSaved(JSON.stringify(fieldsToSend));
      setFields({});
      setFailure(null);
      setTitleError(undefined);
      // The first save created it: the address becomes the template's, the editor stays as it is.
      if (!known.id) void navigate(templatePaths.edit(result.id), { replace: true, state: { created: true } });
    } catch (error) {
      again.current = false;
      if (isApiError(error)) {
        setFields(error.fields);
        setTitleError(error.fields.title);
      }
      setFailure({
        text: errorText(error, locale),
        stale: isApiError(error) && error.status === 409 && error.code === STALE,
      });
    } finally {
      inFlight.current = false;
      // "Saving..." stays at least 2 s (spec 1 §9), however fast the save was.
      const rest = AUTO_SAVE_SPINNER_MIN_MS - (Date.now() - started);
      setTimeout(() => setSaving(false), Math.max(0, rest));
      if (again.current) {
        again.current = false;
        void saveNow();
      }
    }
  };
  const saveRef = useRef(saveNow);
  useLayoutEffect(() => {
    saveRef.current = saveNow;
  });

  // Autosave: 650 ms after the last change (spec 2 §7); a refused draft is tried again at the next change.
  useEffect(() => {
    if (!dirty) return;
    const timer = setTimeout(() => void saveRef.current(), SAVE_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [body, dirty]);

  // Leaving with unsaved changes asks first: closing or reloading the tab, any link inside the app, and Back.
  const leave = useLeaveGuard(dirty);

  const reload = async () => {
    const fresh = await onReload();
    if (!fresh) return;
    void navigate(0);
  };

  const steps = workflow.editor_steps;
  const current = steps.some((entry) => entry.id === step) ? step : 'create-content';
  const status = saving ? msg('workflows.saving') : dirty ? t('unsaved') : savedId ? t('allSaved') : '';
  return (
    <div className="template-editor">
      <div className="template-editor__head">
        <FormField
          label={t('title')}
          value={draft.title}
          maxLength={255}
          error={titleError}
          onChange={(event) => {
            dispatch({ type: 'setTitle', title: event.target.value });
            setTitleError(undefined);
          }}
        />
        <p className="template-editor__status muted" role="status" data-testid="save-status">
          {status}
        </p>
      </div>
      <FailureNotice failure={failure} reloadLabel={t('reload')} onReload={() => void reload()} />
      <nav className="template-steps" aria-label={t('steps')}>
        <ol>
          {steps.map((entry, index) => (
            <li key={entry.id}>
              <Button
                variant={entry.id === current ? 'primary' : 'secondary'}
                aria-current={entry.id === current ? 'step' : undefined}
                onClick={() => setStep(entry.id)}
              >
                {`${index + 1}. ${entry.label}`}
              </Button>
            </li>
          ))}
        </ol>
      </nav>
      <section className="template-editor__step" aria-label={steps.find((entry) => entry.id === current)?.label}>
        {current === 'create-content' ? (
          <ContentStep
            draft={draft}
            dispatch={dispatch}
            workflow={workflow}
            nodeId={nodeId}
            componentErrors={componentErrorsOf(draft, fields)}
            announce={announce}
          />
        ) : null}
        {current === 'choose-theme' ? <ThemeStep draft={draft} dispatch={dispatch} /> : null}
        {current === 'settings' ? (
          <SettingsStep
            draft={draft}
            dispatch={dispatch}
            workflow={workflow}
            folders={folders.data?.items ?? []}
            errors={fields}
          />
        ) : null}
        {current === 'preview' ? <PreviewStep draft={draft} workflow={workflow} /> : null}
      </section>
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
      <ConfirmDialog
        open={leave.pending !== null}
        title={t('leaveTitle')}
        confirmLabel={t('leave')}
        onConfirm={() => {
          setSaved(body);
          leave.leave((target) => setTimeout(() => void navigate(target), 0));
        }}
        onClose={leave.stay}
      >
        <p>{msg('workflows.unsaved_changes')}</p>
      </ConfirmDialog>
    </div>
  );
}
