import { type IntegrationsMessageKey } from '../messages/integrations';

/** The video-feedback tool's LTI integration (type goreact) in website administration (spec 3 §3, §5). */

export const VIDEO_FEEDBACK_TOOL_TYPE = 'goreact';

export const VIDEO_FEEDBACK_REQUIRED_FIELDS = [
  'tool_name',
  'tool_url',
  'redirect_uris',
  'login_url',
  'target_link_uri',
  'key_set_url',
] as const;
type RequiredField = (typeof VIDEO_FEEDBACK_REQUIRED_FIELDS)[number];

export type VideoFeedbackIntegrationInput = Partial<Record<RequiredField | 'client_id', string | null>>;

/**
 * spec 3 §3: redirect_uris are entered one per line. Lines are trimmed; blank lines are dropped (a trailing
 * newline is not an empty URI).
 */
export function parseRedirectUris(text: string | null | undefined): string[] {
  return (text ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/**
 * spec 3 §5: tool_name, tool_url, redirect_uris, login_url, target_link_uri and key_set_url are each required
 * ("Can't be blank."). Values are checked trimmed; redirect_uris needs at least one non-blank line.
 */
export function validateVideoFeedbackIntegration(
  input: VideoFeedbackIntegrationInput,
): Partial<Record<RequiredField, IntegrationsMessageKey>> {
  const errors: Partial<Record<RequiredField, IntegrationsMessageKey>> = {};
  for (const field of VIDEO_FEEDBACK_REQUIRED_FIELDS) {
    const blank =
      field === 'redirect_uris' ? parseRedirectUris(input[field]).length === 0 : (input[field] ?? '').trim() === '';
    if (blank) errors[field] = 'integrations.video_feedback.blank';
  }
  return errors;
}
