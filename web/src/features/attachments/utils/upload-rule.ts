import { attachmentUploadRule, formatSizeLimit, type UploadRule } from '@tessera/shared';
import type { UploadTarget } from '../../../lib/attachment-ui';

const asTypes = (value: unknown): string | readonly string[] | undefined =>
  typeof value === 'string' || (Array.isArray(value) && value.every((entry) => typeof entry === 'string'))
    ? (value as string | readonly string[])
    : undefined;

const asSize = (value: unknown): number | string | undefined =>
  typeof value === 'number' || typeof value === 'string' ? value : undefined;

/**
 * The rule the browser checks before asking to sign (spec 1 §5): the component's configured types and maximum,
 * read by shared's attachmentUploadRule as the server reads them. The server checks again (and the bytes).
 */
export function ruleForTarget(target: UploadTarget): UploadRule {
  return attachmentUploadRule({ file_type: asTypes(target.fileType), maximum_size: asSize(target.maximumSize) });
}

/** The previous-uploads filter of spec 1 §7: maximum_size in MB (0: any), file_type comma-separated or any. */
export function listFilter(rule: UploadRule): { maximumSize: number; fileType: string } {
  const types = rule.permittedTypes;
  return { maximumSize: rule.maximumMb, fileType: types === 'any' ? 'any' : types.join(',') };
}

/** The rule as the hint reads it: the types, and the maximum as the size message writes it ("2GB", "5MB"). */
export function ruleHint(rule: UploadRule, anyType: string): { types: string; size: string | null } {
  return {
    types: rule.permittedTypes === 'any' ? anyType : rule.permittedTypes.join(', '),
    size: rule.maximumMb > 0 ? formatSizeLimit(rule.maximumMb) : null,
  };
}
