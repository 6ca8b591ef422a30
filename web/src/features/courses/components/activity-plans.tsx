import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useId, useState } from 'react';
import { PLAN_LIMITS, type ActivityPlanView, type CourseView } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { DateField } from '../../../components/ui/date-field';
import { Dialog } from '../../../components/ui/dialog';
import { FormAlert } from '../../../components/ui/form-alert';
import { FormField } from '../../../components/ui/form-field';
import { ListStatus } from '../../../components/ui/list-status';
import { SelectField } from '../../../components/ui/select-field';
import { useToast } from '../../../components/ui/toast';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useDeleteActivityPlan } from '../api/delete-activity-plan';
import { useActivityPlans } from '../api/list-activity-plans';
import { useSaveActivityPlan } from '../api/save-activity-plan';
import { useNodeTemplates } from '../api/list-templates';
import { formErrors, unreadDateErrors } from '../utils/field-errors';
import { isoDate } from '../utils/iso-date';
import { DeleteDialog } from './delete-dialog';

type Opened = { kind: 'create' } | { kind: 'edit' | 'delete'; plan: ActivityPlanView };

/**
 * A course's activity plans (spec 2 §2, §3): title, template, visible, open submission and due dates, with
 * add, edit and delete. A plan reaches every section of the course (the server propagates it).
 */
export function ActivityPlans({ course, nodeId }: { course: CourseView; nodeId: string }) {
  const t = useT('courses');
  const locale = useLocale();
  const headingId = useId();
  const plans = useActivityPlans(course.id);
  const remove = useDeleteActivityPlan(course.id);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const items = plans.data?.items ?? [];
  const close = () => {
    setOpened(null);
    setFailure(null);
  };
  const date = (value: string) => displayDate(value, locale);
  const columns: Column<ActivityPlanView>[] = [
    {
      id: 'title',
      header: t('admin.plans.columns.title'),
      cell: (plan) => (
        <div>
          <strong>{plan.title}</strong>
          {plan.propagation === 'pending' ? <div className="muted">{t('admin.plans.pending')}</div> : null}
        </div>
      ),
    },
    { id: 'template', header: t('admin.plans.columns.template'), cell: (plan) => plan.template_title },
    { id: 'visible', header: t('admin.plans.columns.visible'), cell: (plan) => date(plan.visible_date) },
    { id: 'open', header: t('admin.plans.columns.open'), cell: (plan) => date(plan.open_submission_date) },
    { id: 'due', header: t('admin.plans.columns.due'), cell: (plan) => date(plan.due_date) },
    {
      id: 'actions',
      header: t('admin.plans.columns.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (plan) => (
        <>
          {plan.can_edit ? (
            <Button
              size="small"
              icon={Pencil}
              aria-label={t('admin.editNamed', { name: plan.title })}
              onClick={() => setOpened({ kind: 'edit', plan })}
            >
              {t('admin.edit')}
            </Button>
          ) : null}
          {plan.can_delete ? (
            <Button
              size="small"
              variant="destructive"
              icon={Trash2}
              aria-label={t('admin.deleteNamed', { name: plan.title })}
              onClick={() => setOpened({ kind: 'delete', plan })}
            >
              {t('admin.delete')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];
  const current = opened && opened.kind !== 'create' ? opened.plan : null;
  const hasTemplates = course.group_owner_templates.length > 0;
  return (
    <section aria-labelledby={headingId} className="stack">
      <div className="course-detail__header">
        <h4 id={headingId}>{t('admin.plans.heading')}</h4>
        {course.can_add_activity_plans && hasTemplates ? (
          <Button icon={Plus} aria-haspopup="dialog" onClick={() => setOpened({ kind: 'create' })}>
            {t('admin.plans.add')}
          </Button>
        ) : null}
      </div>
      {course.can_add_activity_plans && !hasTemplates ? (
        <p className="muted">{t('admin.plans.needsTemplate')}</p>
      ) : null}
      <ListStatus query={plans} total={items.length} empty={<p className="muted">{t('admin.plans.empty')}</p>} />
      {items.length > 0 ? (
        <DataTable
          caption={t('admin.plans.caption', { name: course.name })}
          columns={columns}
          rows={items}
          rowKey={(plan) => plan.id}
        />
      ) : null}
      {opened?.kind === 'create' || opened?.kind === 'edit' ? (
        <PlanDialog
          course={course}
          nodeId={nodeId}
          plan={opened.kind === 'edit' ? opened.plan : null}
          onClose={close}
        />
      ) : null}
      <DeleteDialog
        open={opened?.kind === 'delete'}
        title={t('admin.plans.deleteTitle')}
        failure={failure}
        onFailure={setFailure}
        pending={remove.isPending}
        remove={current ? () => remove.mutateAsync({ id: current.id, version: current.version }) : null}
        onClose={close}
      >
        <p>{t('admin.plans.deleteConfirm', { title: current?.title ?? '' })}</p>
      </DeleteDialog>
    </section>
  );
}

/** The plan editor: a title, one of the course's owner templates and the three dates (visible ≤ open ≤ due). */
function PlanDialog({
  course,
  nodeId,
  plan,
  onClose,
}: {
  course: CourseView;
  nodeId: string;
  plan: ActivityPlanView | null;
  onClose: () => void;
}) {
  const t = useT('courses');
  const common = useT('common');
  const locale = useLocale();
  const toast = useToast();
  const save = useSaveActivityPlan(course.id);
  const templates = useNodeTemplates(nodeId);
  const [title, setTitle] = useState(plan?.title ?? '');
  const [templateId, setTemplateId] = useState(plan?.template_id ?? course.group_owner_templates[0] ?? '');
  const [visible, setVisible] = useState(isoDate(plan?.visible_date));
  const [open, setOpen] = useState(isoDate(plan?.open_submission_date));
  const [due, setDue] = useState(isoDate(plan?.due_date));
  const [errors, setErrors] = useState<{ fields: Record<string, string>; alert: string | null }>({
    fields: {},
    alert: null,
  });
  // The course's owner templates, named from the folder's templates (a plan's own template is kept by name).
  const titles = new Map((templates.data ?? []).map((template) => [template.id, template.title]));
  if (plan) titles.set(plan.template_id, plan.template_title);
  const submit = async () => {
    const unread = unreadDateErrors(
      { visible_date: visible, open_submission_date: open, due_date: due },
      common('date.invalid'),
    );
    setErrors({ fields: unread, alert: null });
    if (Object.keys(unread).length > 0) return;
    try {
      const saved = await save.mutateAsync({
        id: plan?.id,
        version: plan?.version,
        fields: { title, template_id: templateId, visible_date: visible, open_submission_date: open, due_date: due },
      });
      toast.show(t(plan ? 'admin.plans.saved' : 'admin.plans.created', { title: saved.title }));
      onClose();
    } catch (error) {
      setErrors(formErrors(error, locale));
    }
  };
  return (
    <Dialog open onClose={onClose} title={plan ? t('admin.plans.editTitle') : t('admin.plans.createTitle')}>
      <form
        className="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <FormAlert message={errors.alert} />
        <FormField
          label={t('admin.plans.title')}
          value={title}
          maxLength={PLAN_LIMITS.title}
          error={errors.fields.title}
          onChange={(event) => setTitle(event.target.value)}
        />
        <SelectField
          label={t('admin.plans.template')}
          value={templateId}
          error={errors.fields.template_id}
          onChange={(event) => setTemplateId(event.target.value)}
        >
          {course.group_owner_templates.map((id) => (
            <option key={id} value={id}>
              {titles.get(id) ?? id}
            </option>
          ))}
        </SelectField>
        <DateField
          label={t('admin.plans.visible')}
          value={visible}
          onChange={setVisible}
          error={errors.fields.visible_date}
        />
        <DateField
          label={t('admin.plans.open')}
          value={open}
          onChange={setOpen}
          min={visible || undefined}
          error={errors.fields.open_submission_date}
        />
        <DateField
          label={t('admin.plans.due')}
          value={due}
          onChange={setDue}
          min={open || undefined}
          error={errors.fields.due_date}
        />
        <div className="form__actions">
          <Button type="submit" variant="primary" disabled={save.isPending}>
            {t('admin.save')}
          </Button>
          <Button onClick={onClose}>{t('admin.cancel')}</Button>
        </div>
      </form>
    </Dialog>
  );
}
