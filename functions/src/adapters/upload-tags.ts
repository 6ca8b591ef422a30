/**
 * The tag every upload carries in the uploads bucket (ADR 0019): `state=pending` from the POST policy until
 * admission re-tags it `state=admitted`. The CDK data stack's lifecycle rule expires what stays pending, so
 * both read these names from here.
 */
export const UPLOAD_STATE_TAG = { key: 'state', pending: 'pending', admitted: 'admitted' } as const;
