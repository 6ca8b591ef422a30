import { defineEntity } from '../../entity';
import { ownerPartition } from './attachment';

/**
 * Which of a user's attachments is their avatar and which upload it was cut from, so it can be cropped again
 * (spec 2 §7 "Avatar create and update").
 */
export interface ProfileImage {
  organizationId: string;
  ownerId: string;
  kind: 'avatar';
  imageId: string;
  originalId: string;
  version: number;
  updatedAt: string;
}

export const profileImageEntity = defineEntity<ProfileImage>()({
  name: 'profileImage',
  keyFields: ['organizationId', 'ownerId', 'kind'],
  key: ({ organizationId, ownerId, kind }) => ({
    pk: ownerPartition(organizationId, ownerId),
    sk: `IMAGE#${kind.toUpperCase()}`,
  }),
});
