import { useState } from 'react';
import { COURSE_LIMITS, type CourseCategory, type CourseView } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { useFormProblems } from '../utils/use-form-problems';
import { useT } from '../../../lib/i18n';
import { useCreateCourse } from '../api/create-course';
import { useHomepageTemplates } from '../api/list-homepage-templates';
import { useNodeTemplates } from '../api/list-templates';
import { useLogCategoryChoices } from '../api/list-course-log-category-choices';
import { useUpdateCourse } from '../api/update-course';

/**
 * The course editor (spec 2 §3, §5): name, code and category; once the course is saved, its owner templates
 * and group homepage templates (templates a plan uses stay ticked). A new course has no templates yet: asking
 * to add them says "Please save editing course first!".
 */
export function CourseDialog({
  nodeId,
  course,
  categories,
  onClose,
}: {
  nodeId: string;
  /** The course edited; null for a new one. */
  course: CourseView | null;
  categories: readonly { value: CourseCategory; label: string }[];
  onClose: () => void;
}) {
  const t = useT('courses');
  const toast = useToast();
  const create = useCreateCourse();
  const update = useUpdateCourse();
  const [name, setName] = useState(course?.name ?? '');
  const [code, setCode] = useState(course?.code ?? '');
  const [category, setCategory] = useState<CourseCategory>(course?.category ?? categories[0]?.value ?? 'course');
  const [owners, setOwners] = useState<string[]>(course?.group_owner_templates ?? []);
  const [homepages, setHomepages] = useState<string[]>(course?.group_homepage_templates ?? []);
  const [logCategories, setLogCategories] = useState<string[]>(course?.group_log_categories ?? []);
  const { problems, show, clear } = useFormProblems();
  const { fields, alert } = problems;
  const pending = create.isPending || update.isPending;

  const submit = async () => {
    clear();
    try {
      if (course) {
        const saved = await update.mutateAsync({
          id: course.id,
          name,
          code,
          category,
          group_owner_templates: owners,
          group_homepage_templates: homepages,
          group_log_categories: logCategories,
          version: course.version,
        });
        toast.show(t('admin.course.saved', { name: saved.name }));
      } else {
        const created = await create.mutateAsync({ node_id: nodeId, name, code, category });
        toast.show(t('admin.course.created', { name: created.name }));
      }
      onClose();
    } catch (error) {
      show(error);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={course ? t('admin.course.editTitle') : t('admin.course.createTitle')}
      size={course ? 'wide' : 'normal'}
    >
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={alert} />
        <FormField
          label={t('admin.course.name')}
          value={name}
          maxLength={COURSE_LIMITS.name}
          error={fields.name}
          onChange={(event) => setName(event.target.value)}
        />
        <FormField
          label={t('admin.course.code')}
          value={code}
          maxLength={COURSE_LIMITS.code}
          error={fields.code}
          onChange={(event) => setCode(event.target.value)}
        />
        <SelectField
          label={t('admin.course.category')}
          value={category}
          error={fields.category}
          onChange={(event) => setCategory(event.target.value as CourseCategory)}
        >
          {categories.map((choice) => (
            <option key={choice.value} value={choice.value}>
              {choice.label}
            </option>
          ))}
        </SelectField>
        {course ? (
          <CourseTemplates
            nodeId={nodeId}
            referenced={course.referenced_template_ids}
            owners={owners}
            homepages={homepages}
            error={fields.group_owner_templates ?? fields.group_homepage_templates}
            onOwners={setOwners}
            onHomepages={setHomepages}
          />
        ) : (
          <UnsavedCourseTemplates legend={t('admin.course.templates')} action={t('admin.course.addTemplates')} />
        )}
        {course ? (
          <CourseLogCategories
            courseId={course.id}
            referenced={course.referenced_log_category_ids}
            chosen={logCategories}
            error={fields.group_log_categories ?? firstFieldOf(fields, 'group_log_categories.')}
            onChange={setLogCategories}
          />
        ) : (
          <UnsavedCourseTemplates
            legend={t('admin.course.logCategories')}
            action={t('admin.course.addLogCategories')}
          />
        )}
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={pending}>
            {t('admin.save')}
          </Button>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}

/** The first field error whose name starts with `prefix` (a refused item of a list, e.g. `group_log_categories.2`). */
const firstFieldOf = (fields: Record<string, string>, prefix: string) =>
  Object.entries(fields).find(([name]) => name.startsWith(prefix))?.[1];

/**
 * A course not saved yet cannot hold templates or log categories (spec 2 §5): asking to add them says so
 * (spec 2 §8).
 */
function UnsavedCourseTemplates({ legend, action }: { legend: string; action: string }) {
  const msg = useT('messages');
  const [refused, setRefused] = useState(false);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{legend}</legend>
      <Button size="small" onClick={() => setRefused(true)}>
        {action}
      </Button>
      {refused ? (
        <p role="alert" className="error-text">
          {msg('courses.save_editing_first')}
        </p>
      ) : null}
    </fieldset>
  );
}

/** The course's templates as checkboxes: those an activity plan uses cannot be unticked (spec 2 §5). */
function CourseTemplates({
  nodeId,
  referenced,
  owners,
  homepages,
  error,
  onOwners,
  onHomepages,
}: {
  nodeId: string;
  referenced: readonly string[];
  owners: string[];
  homepages: string[];
  error?: string;
  onOwners: (ids: string[]) => void;
  onHomepages: (ids: string[]) => void;
}) {
  const t = useT('courses');
  const ownerChoices = useNodeTemplates(nodeId);
  const homepageChoices = useHomepageTemplates(nodeId);
  const toggle = (list: string[], id: string, on: boolean) => (on ? [...list, id] : list.filter((e) => e !== id));
  const group = (
    legend: string,
    choices: readonly { id: string; title: string }[] | undefined,
    chosen: string[],
    change: (ids: string[]) => void,
  ) => (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{legend}</legend>
      {choices && choices.length === 0 ? <p className="muted">{t('admin.course.noTemplates')}</p> : null}
      {choices?.map((choice) => {
        const locked = referenced.includes(choice.id) && chosen.includes(choice.id);
        return (
          <CheckboxField
            key={choice.id}
            label={locked ? `${choice.title} (${t('admin.course.referenced')})` : choice.title}
            checked={chosen.includes(choice.id)}
            disabled={locked}
            onChange={(event) => change(toggle(chosen, choice.id, event.target.checked))}
          />
        );
      })}
    </fieldset>
  );
  return (
    <>
      {group(t('admin.course.ownerTemplates'), ownerChoices.data, owners, onOwners)}
      {group(t('admin.course.homepageTemplates'), homepageChoices.data, homepages, onHomepages)}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </>
  );
}

/** The course's log categories, from its folder and those above it; ones with time-log entries stay ticked. */
function CourseLogCategories({
  courseId,
  referenced,
  chosen,
  error,
  onChange,
}: {
  courseId: string;
  referenced: readonly string[];
  chosen: string[];
  error?: string | undefined;
  onChange: (ids: string[]) => void;
}) {
  const t = useT('courses');
  const choices = useLogCategoryChoices(courseId);
  return (
    <fieldset className="fieldset">
      <legend className="fieldset__legend">{t('admin.course.logCategories')}</legend>
      {choices.data && choices.data.length === 0 ? <p className="muted">{t('admin.course.noLogCategories')}</p> : null}
      {choices.data?.map((choice) => {
        const locked = referenced.includes(choice.id) && chosen.includes(choice.id);
        const label = t('admin.course.logCategoryOf', { name: choice.name, folder: choice.node_title });
        return (
          <CheckboxField
            key={choice.id}
            label={locked ? `${label} (${t('admin.course.logCategoryReferenced')})` : label}
            checked={chosen.includes(choice.id)}
            disabled={locked}
            onChange={(event) =>
              onChange(event.target.checked ? [...chosen, choice.id] : chosen.filter((id) => id !== choice.id))
            }
          />
        );
      })}
      {error ? (
        <p role="alert" className="error-text">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
