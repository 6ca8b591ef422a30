import {
  IMAGE_UPLOAD_RULES,
  attachmentUploadRule,
  holdsFiles,
  invalid,
  notFound,
  type UploadPurpose,
  type UploadRule,
} from '@tessera/shared';
import type { Actor } from '../../lib/http/types';
import { getTemplate } from '../../ports/templates';

/**
 * The rule an upload must pass: an image purpose's (spec 1 §5, §9; spec 2 §5; spec 3 §5), or an attachment's:
 * the named template component's configuration (read through ports/templates.ts), else the defaults (any
 * known type, 2048 MB). With plagiarism checking on, a student uploads as the submitter, so types narrow to
 * the similarity-supported list (spec 1 §5); the portfolio's own workflow role replaces that guess when the
 * composer links uploads to portfolios.
 */
export async function uploadRuleFor(
  actor: Actor,
  request: { purpose: UploadPurpose; template_id?: string; component_id?: string },
): Promise<UploadRule> {
  if (request.purpose !== 'attachment') return IMAGE_UPLOAD_RULES[request.purpose];
  if (request.template_id === undefined && request.component_id === undefined) return attachmentUploadRule();
  if (request.template_id === undefined || request.component_id === undefined) throw notFound();
  const template = await getTemplate(actor.organisation.organizationId, request.template_id);
  const component = template?.pages
    .flatMap((page) => page.components)
    .find((candidate) => candidate.component_id === request.component_id);
  // A template the caller cannot use yet (not published) is as good as absent.
  if (!template || template.state !== 'published' || !component) throw notFound();
  // Components that take files (shared's FILE_COMPONENT_KINDS): their configuration is the rule (spec 1 §5).
  if (!holdsFiles(String(component.type))) throw invalid('attachments.not_a_file_component');
  return attachmentUploadRule(component as { file_type?: string; maximum_size?: number }, {
    plagiarismEnabled: template.settings.plagiarism_enabled,
    workflowRole: actor.roles.includes('student') ? 'submitter' : undefined,
  });
}
