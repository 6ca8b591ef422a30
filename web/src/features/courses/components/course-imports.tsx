import { useQueryClient } from '@tanstack/react-query';
import { Upload } from 'lucide-react';
import { useCallback } from 'react';
import { ImportFileHelp } from '../../../components/imports/import-file-help';
import { ImportPanel } from '../../../components/imports/import-panel';
import { DialogButton } from '../../../components/ui/dialog-button';
import { useT } from '../../../lib/i18n';
import { coursesKeys } from '../api/keys';

const KINDS = [
  { kind: 'group-templates', label: 'admin.importCourses', about: 'admin.importCoursesAbout' },
  { kind: 'groups', label: 'admin.importSections', about: 'admin.importSectionsAbout' },
] as const;

/**
 * The courses tab's imports (issue 24; spec 2 §2): courses (group-templates) and their sections (groups) from
 * a file into this folder, each the import job of its kind on this node, listing only this folder's imports.
 * When one ends, the courses and their sections are read again.
 */
export function CourseImportButtons({ nodeId }: { nodeId: string }) {
  const t = useT('courses');
  const client = useQueryClient();
  const refresh = useCallback(
    () =>
      void Promise.all([
        client.invalidateQueries({ queryKey: coursesKeys.courseLists() }),
        client.invalidateQueries({ queryKey: [...coursesKeys.all, 'sections'] }),
      ]),
    [client],
  );
  return KINDS.map(({ kind, label, about }) => (
    <DialogButton key={kind} label={t(label)} icon={Upload} size="wide">
      {() => (
        <ImportPanel
          kind={kind}
          nodeId={nodeId}
          onlyHere
          onFinished={refresh}
          intro={<ImportFileHelp kind={kind} about={t(about)} />}
        />
      )}
    </DialogButton>
  ));
}
