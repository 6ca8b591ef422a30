import { Lock, LockOpen, Pencil, Plus, Trash2, Users } from 'lucide-react';
import { useId, useState } from 'react';
import { visibleGroupOwners, type CourseView, type SectionView } from '@tessera/shared';
import { MorePages } from '../../../components/library/library-paging';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { ListStatus } from '../../../components/ui/list-status';
import { useToast } from '../../../components/ui/toast';
import { errorText } from '../../../lib/api-error';
import { displayDate } from '../../../lib/display-date';
import { useLocale, useT } from '../../../lib/i18n';
import { useToggleSectionStatus } from '../api/change-section-status';
import { useDeleteSection } from '../api/delete-section';
import { useSections } from '../api/list-course-sections';
import { MembersDialog } from './members-dialog';
import { SectionDialog } from './section-dialog';
import { DeleteDialog } from './delete-dialog';

type Opened = { kind: 'create' } | { kind: 'edit' | 'members' | 'delete'; section: SectionView };

/** A section's owners: the first 5, with view more / view less when there are more (spec 2 §2, §9). */
function Owners({ section }: { section: SectionView }) {
  const t = useT('courses');
  const [expanded, setExpanded] = useState(false);
  const { shown, hasMore } = visibleGroupOwners(section.owners, expanded);
  if (section.owners.length === 0) return <span className="muted">{t('admin.sections.noOwner')}</span>;
  return (
    <div className="owner-list">
      <ul className="plain-list">
        {shown.map((owner) => (
          <li key={owner.id}>
            {owner.first_name} {owner.last_name}
          </li>
        ))}
      </ul>
      {hasMore ? (
        <Button size="small" variant="ghost" aria-expanded={expanded} onClick={() => setExpanded(!expanded)}>
          {expanded
            ? t('admin.sections.fewerOwners')
            : t('admin.sections.moreOwners', { count: section.owners.length - shown.length })}
        </Button>
      ) : null}
    </div>
  );
}

/**
 * The sections of a course (spec 2 §2, §4): title, owners, term, dates, placement flag, mentor notifications,
 * log display and the open/closed toggle; edit, members (settings) and delete as the server allows them — a
 * closed section hides settings and delete. By name, 25 at a time ("Show more sections"; ADR 0028 §4).
 */
export function SectionsTable({ course, nodeId }: { course: CourseView; nodeId: string }) {
  const t = useT('courses');
  const locale = useLocale();
  const toast = useToast();
  const headingId = useId();
  const sections = useSections(course.id);
  const toggle = useToggleSectionStatus(course.id);
  const remove = useDeleteSection(course.id);
  const [opened, setOpened] = useState<Opened | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const items = sections.data?.pages.flatMap((page) => page.items) ?? [];
  const yesNo = (value: boolean) => (value ? t('admin.sections.yes') : t('admin.sections.no'));
  const close = () => {
    setOpened(null);
    setFailure(null);
  };

  const columns: Column<SectionView>[] = [
    {
      id: 'title',
      header: t('admin.sections.columns.title'),
      cell: (section) => (
        <div>
          <strong>{section.title}</strong>
          <div className="muted">{section.group_code}</div>
        </div>
      ),
    },
    { id: 'owners', header: t('admin.sections.columns.owners'), cell: (section) => <Owners section={section} /> },
    {
      // Term and dates share a column, and the three settings another: nine columns beside the folder tree
      // squeezed the titles to a letter a line at 1366 px.
      id: 'schedule',
      header: t('admin.sections.columns.schedule'),
      cell: (section) => (
        <div>
          <div>{section.term_info?.name ?? t('admin.sections.noTerm')}</div>
          <div className="muted">
            {section.start_date || section.end_date
              ? t('admin.sections.dates', {
                  start: section.start_date ? displayDate(section.start_date, locale) : '…',
                  end: section.end_date ? displayDate(section.end_date, locale) : '…',
                })
              : t('admin.sections.noDates')}
          </div>
        </div>
      ),
    },
    {
      id: 'settings',
      header: t('admin.sections.columns.settings'),
      cell: (section) => (
        <dl className="section-settings">
          <dt>{t('admin.sections.columns.placement')}</dt>
          <dd>{yesNo(section.sync_to_field_placement)}</dd>
          <dt>{t('admin.sections.columns.mentorNotifications')}</dt>
          <dd>{yesNo(section.mentor_notifications === 'enabled')}</dd>
          <dt>{t('admin.sections.columns.log')}</dt>
          <dd>{section.display_log_label}</dd>
        </dl>
      ),
    },
    {
      id: 'status',
      header: t('admin.sections.columns.status'),
      cell: (section) =>
        section.can_toggle_status ? (
          <Button
            size="small"
            className="nowrap"
            icon={section.status === 'open' ? LockOpen : Lock}
            aria-label={
              section.status === 'open'
                ? t('admin.sections.close', { title: section.title })
                : t('admin.sections.open', { title: section.title })
            }
            disabled={toggle.isPending}
            onClick={() =>
              toggle.mutateAsync({ id: section.id, status: section.status, version: section.version }).then(
                (saved) =>
                  toast.show(
                    t(saved.status === 'open' ? 'admin.sections.opened' : 'admin.sections.closed', {
                      title: saved.title,
                    }),
                  ),
                (error: unknown) => toast.show(errorText(error, locale), 'error'),
              )
            }
          >
            {section.status_label}
          </Button>
        ) : (
          section.status_label
        ),
    },
    {
      id: 'actions',
      header: t('admin.sections.columns.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (section) => (
        <>
          {section.can_edit ? (
            <Button
              size="small"
              icon={Pencil}
              aria-label={t('admin.editNamed', { name: section.title })}
              onClick={() => setOpened({ kind: 'edit', section })}
            >
              {t('admin.edit')}
            </Button>
          ) : null}
          {section.can_open_settings && section.can_manage_members ? (
            <Button
              size="small"
              icon={Users}
              aria-label={t('admin.sections.membersNamed', { title: section.title })}
              onClick={() => setOpened({ kind: 'members', section })}
            >
              {t('admin.sections.members')}
            </Button>
          ) : null}
          {section.status === 'open' && (section.can_delete || section.delete_refusal) ? (
            <Button
              size="small"
              variant="destructive"
              icon={Trash2}
              aria-label={t('admin.deleteNamed', { name: section.title })}
              onClick={() => {
                setFailure(section.can_delete ? null : section.delete_refusal);
                setOpened({ kind: 'delete', section });
              }}
            >
              {t('admin.delete')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  const current = opened && opened.kind !== 'create' ? opened.section : null;
  return (
    <section aria-labelledby={headingId} className="stack">
      <div className="course-detail__header">
        <h4 id={headingId}>{t('admin.sections.heading')}</h4>
        {course.can_add_sections ? (
          <Button icon={Plus} aria-haspopup="dialog" onClick={() => setOpened({ kind: 'create' })}>
            {t('admin.sections.add')}
          </Button>
        ) : null}
      </div>
      <ListStatus query={sections} total={items.length} empty={<p className="muted">{t('admin.sections.empty')}</p>} />
      {items.length > 0 ? (
        <div className="sections-table">
          <DataTable
            caption={t('admin.sections.caption', { name: course.name })}
            columns={columns}
            rows={items}
            rowKey={(section) => section.id}
          />
        </div>
      ) : null}
      <MorePages query={sections} moreLabel={t('admin.sections.more')} loadingLabel={t('admin.loadingMore')} />
      {opened?.kind === 'create' || opened?.kind === 'edit' ? (
        <SectionDialog
          courseId={course.id}
          nodeId={nodeId}
          section={opened.kind === 'edit' ? opened.section : null}
          onClose={close}
        />
      ) : null}
      {opened?.kind === 'members' ? (
        <MembersDialog courseId={course.id} section={opened.section} onClose={close} />
      ) : null}
      <DeleteDialog
        open={opened?.kind === 'delete'}
        title={failure ? t('admin.sections.cannotDeleteTitle') : t('admin.sections.deleteTitle')}
        failure={failure}
        onFailure={setFailure}
        pending={remove.isPending}
        remove={current ? () => remove.mutateAsync({ id: current.id, version: current.version }) : null}
        onClose={close}
      >
        <p>{t('admin.sections.deleteConfirm', { title: current?.title ?? '' })}</p>
      </DeleteDialog>
    </section>
  );
}
