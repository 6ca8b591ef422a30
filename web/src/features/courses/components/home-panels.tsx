import type { ReactNode } from 'react';
import { FacultySections } from './faculty-sections';
import { MyActivities } from './my-activities';
import { TimeLogLinks } from './time-log-links';

/** The student's home panel: their activities, then the time logs of their sections (issue 11). */
export function StudentHomePanel({ empty }: { empty: ReactNode }) {
  return (
    <div className="stack">
      <MyActivities empty={empty} />
      <TimeLogLinks />
    </div>
  );
}

/** An assessor's home panel: the sections they own with progress, then the time logs they read (issue 11). */
export function AssessorHomePanel({ empty }: { empty: ReactNode }) {
  return (
    <div className="stack">
      <FacultySections empty={empty} />
      <TimeLogLinks />
    </div>
  );
}
