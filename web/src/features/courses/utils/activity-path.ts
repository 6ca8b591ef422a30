/**
 * Where an activity opens: its read-only view until the portfolios issue brings the composer
 * (`/portfolios/...`), which will take this place.
 */
export const activityPath = (activityId: string) => `/via/activities/${encodeURIComponent(activityId)}`;
