import * as z from 'zod/mini';
import { defineEntity } from '../../entity';
import { recordSchema, type RecordOf } from '../../records';
import { ownerPartition } from './attachment';

/**
 * Which of a user's attachments is their avatar and which upload it was cut from, so it can be cropped again
 * (spec 2 §7 "Avatar create and update").
 */
export const profileImageRecord = recordSchema(() =>
  z.object({
    organizationId: z.string(),
    ownerId: z.string(),
    kind: z.literal('avatar'),
    imageId: z.string(),
    originalId: z.string(),
    version: z.number(),
    updatedAt: z.string(),
  }),
);
export type ProfileImage = RecordOf<typeof profileImageRecord>;

export const profileImageEntity = defineEntity<ProfileImage>()({
  name: 'profileImage',
  keyFields: ['organizationId', 'ownerId', 'kind'],
  key: ({ organizationId, ownerId, kind }) => ({
    pk: ownerPartition(organizationId, ownerId),
    sk: `IMAGE#${kind.toUpperCase()}`,
  }),
  record: profileImageRecord,
});
