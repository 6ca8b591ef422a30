import { useId } from 'react';
import { Pencil } from 'lucide-react';
import type { CourseView } from '@tessera/shared';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n';
import { ActivityPlans } from './activity-plans';
import { SectionsTable } from './sections-table';

/** One course opened in the panel: its name and category, its sections, then its activity plans (spec 2 §2). */
export function CourseDetail({ course, nodeId, onEdit }: { course: CourseView; nodeId: string; onEdit: () => void }) {
  const t = useT('courses');
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="stack">
      <div className="course-detail__header">
        <div>
          <h3 id={headingId}>{t('admin.detail.heading', { name: course.name })}</h3>
          <p className="muted">{t('admin.detail.summary', { code: course.code, category: course.category_name })}</p>
        </div>
        {course.can_edit ? (
          <Button icon={Pencil} aria-haspopup="dialog" onClick={onEdit}>
            {t('admin.course.editTitle')}
          </Button>
        ) : null}
      </div>
      <SectionsTable course={course} nodeId={nodeId} />
      <ActivityPlans course={course} nodeId={nodeId} />
    </section>
  );
}
