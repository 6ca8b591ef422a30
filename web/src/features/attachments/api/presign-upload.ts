import { presignUpload, type PresignedUpload, type UploadPurpose } from '@tessera/shared';
import { api } from '../../../lib/api-client';

export interface PresignRequest {
  ownerId: string;
  file: { name: string; size: number; type: string };
  purpose?: UploadPurpose;
  templateId?: string;
  componentId?: string;
}

/**
 * POST /api/users/{id}/attachments/presigned-url: the server checks the declared name, size and type against
 * the component's rule before signing (docs/adr/0019) and answers a POST policy for one exact key.
 */
export function presignFileUpload({
  ownerId,
  file,
  purpose = 'attachment',
  templateId,
  componentId,
}: PresignRequest): Promise<PresignedUpload> {
  return api(presignUpload, {
    path: { id: ownerId },
    body: {
      file_name: file.name,
      file_size: file.size,
      file_type: file.type,
      purpose,
      ...(templateId && componentId ? { template_id: templateId, component_id: componentId } : {}),
    },
  });
}
