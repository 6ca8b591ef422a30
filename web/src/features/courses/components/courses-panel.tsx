import { ArrowLeft, BookOpen, Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { GROUP_SORT_OPTIONS, type CourseView, type GroupSort } from '@tessera/shared';
import { MorePages } from '../../../components/library/library-paging';
import { Button } from '../../../components/ui/button';
import { DataTable, type Column } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { ListStatus } from '../../../components/ui/list-status';
import { SearchField } from '../../../components/ui/search-field';
import { SelectField } from '../../../components/ui/select-field';
import { useT } from '../../../lib/i18n';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useDeleteCourse } from '../api/delete-course';
import { useCourseList } from '../api/list-courses';
import { CourseDialog } from './course-dialog';
import { CourseImportButtons } from './course-imports';
import { CourseDetail } from './course-detail';
import { DeleteDialog } from './delete-dialog';
import '../courses.css';

type Opened = { kind: 'create' } | { kind: 'edit' | 'delete'; course: CourseView };

/**
 * The courses tab of a hierarchy node (spec 2 §2 /hierarchy/hierarchy-group-template): the node's courses,
 * sorted (name, code, recently or least recently created) and searched by the server, 25 at a time (the next
 * page as the list's end comes near, or "Show more courses"; ADR 0028 §4); a course opens with its
 * sections and activity plans. What a row offers is what the server answered the caller may do (ADR 0017);
 * a course that may not be deleted says why, in the server's words.
 */
export function CoursesPanel({ nodeId, canManage }: { nodeId: string; canManage: boolean }) {
  const t = useT('courses');
  const msg = useT('messages');
  const [sort, setSort] = useState<GroupSort>('name');
  const [search, setSearch] = useState('');
  const [opened, setOpened] = useState<Opened | null>(null);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [deleteError, setDeleteError] = useState<string | null>(null);
  const settledSearch = useDebouncedValue(search);
  const list = useCourseList({ node: nodeId, sort, search: settledSearch });
  const remove = useDeleteCourse();
  const pages = list.data?.pages ?? [];
  const items = pages.flatMap((page) => page.items);
  const categories = pages[0]?.category_choices ?? [];
  const selected = items.find((course) => course.id === selectedId) ?? null;

  const close = () => {
    setOpened(null);
    setDeleteError(null);
  };

  if (selected) {
    return (
      <div className="panel stack">
        <Button icon={ArrowLeft} className="back-link" onClick={() => setSelectedId(null)}>
          {t('admin.detail.back')}
        </Button>
        <CourseDetail course={selected} nodeId={nodeId} onEdit={() => setOpened({ kind: 'edit', course: selected })} />
        {opened?.kind === 'edit' ? (
          <CourseDialog nodeId={nodeId} course={opened.course} categories={categories} onClose={close} />
        ) : null}
      </div>
    );
  }

  const columns: Column<CourseView>[] = [
    {
      id: 'name',
      header: t('admin.columns.name'),
      cell: (course) => (
        <button
          type="button"
          className="course-link"
          aria-label={t('admin.open', { name: course.name })}
          onClick={() => setSelectedId(course.id)}
        >
          {course.name}
        </button>
      ),
    },
    { id: 'code', header: t('admin.columns.code'), cell: (course) => course.code },
    { id: 'category', header: t('admin.columns.category'), cell: (course) => course.category_name },
    { id: 'sections', header: t('admin.columns.sections'), cell: (course) => course.groups_count },
    { id: 'plans', header: t('admin.columns.plans'), cell: (course) => course.activity_plans_count },
    {
      id: 'actions',
      header: t('admin.columns.actions'),
      hiddenHeader: true,
      actions: true,
      cell: (course) => (
        <>
          {course.can_edit ? (
            <Button
              size="small"
              icon={Pencil}
              aria-label={t('admin.editNamed', { name: course.name })}
              onClick={() => setOpened({ kind: 'edit', course })}
            >
              {t('admin.edit')}
            </Button>
          ) : null}
          {course.can_delete || course.delete_refusal ? (
            <Button
              size="small"
              variant="destructive"
              icon={Trash2}
              aria-label={t('admin.deleteNamed', { name: course.name })}
              onClick={() => {
                // The server's answer is the rule: a course it refuses to delete says why instead.
                setDeleteError(course.can_delete ? null : course.delete_refusal);
                setOpened({ kind: 'delete', course });
              }}
            >
              {t('admin.delete')}
            </Button>
          ) : null}
        </>
      ),
    },
  ];

  const current = opened && opened.kind !== 'create' ? opened.course : null;
  return (
    <div className="panel">
      <div className="panel__toolbar">
        <SearchField label={t('admin.search')} value={search} onChange={setSearch} />
        <SelectField
          label={t('admin.sortBy')}
          value={sort}
          onChange={(event) => setSort(event.target.value as GroupSort)}
        >
          {GROUP_SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {msg(option.label)}
            </option>
          ))}
        </SelectField>
        {canManage ? (
          <>
            <Button variant="primary" icon={Plus} aria-haspopup="dialog" onClick={() => setOpened({ kind: 'create' })}>
              {t('admin.newCourse')}
            </Button>
            <CourseImportButtons nodeId={nodeId} />
          </>
        ) : null}
      </div>
      <ListStatus
        query={list}
        total={items.length === 0 && settledSearch.trim() !== '' ? 1 : items.length}
        shown={items.length}
        empty={
          <EmptyState icon={BookOpen} headingLevel={3}>
            {t('admin.empty')}
          </EmptyState>
        }
      />
      {items.length > 0 ? (
        <DataTable caption={t('admin.caption')} columns={columns} rows={items} rowKey={(course) => course.id} />
      ) : null}
      <MorePages query={list} moreLabel={t('admin.moreCourses')} loadingLabel={t('admin.loadingMore')} />
      {opened?.kind === 'create' || opened?.kind === 'edit' ? (
        <CourseDialog
          nodeId={nodeId}
          course={opened.kind === 'edit' ? opened.course : null}
          categories={categories}
          onClose={close}
        />
      ) : null}
      <DeleteDialog
        open={opened?.kind === 'delete'}
        title={deleteError ? t('admin.course.cannotDeleteTitle') : t('admin.course.deleteTitle')}
        failure={deleteError}
        onFailure={setDeleteError}
        pending={remove.isPending}
        remove={current ? () => remove.mutateAsync({ id: current.id, version: current.version }) : null}
        onClose={close}
      >
        <p>{t('admin.course.deleteConfirm', { name: current?.name ?? '' })}</p>
      </DeleteDialog>
    </div>
  );
}

export default CoursesPanel;
