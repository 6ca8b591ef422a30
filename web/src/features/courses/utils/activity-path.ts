/**
 * Where an activity opens: its read-only view until the portfolios issue brings the composer
 * (`/portfolios/...`), which will take this place.
 */
export const activityPath = (activityId: string) => `/via/activities/${encodeURIComponent(activityId)}`;

/** A section's time log (issue 11). */
export const timeLogPath = (groupId: string): string => `/via/groups/${encodeURIComponent(groupId)}/time-log`;
