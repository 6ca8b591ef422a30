import { formatMessage } from './format';
import { identityMessages } from './identity';
import { systemMessages } from './system';
import { workflowsMessages } from './workflows';
import { componentsMessages } from './components';
import { rubricsMessages } from './rubrics';
import { templatesMessages } from './templates';
import { attachmentsMessages } from './attachments';
import { hierarchyMessages } from './hierarchy';
import { showcasesMessages } from './showcases';
import { accountMessages } from './account';
import { websiteAdminMessages } from './website-admin';
import { coursesMessages } from './courses';
import { integrationsMessages } from './integrations';
import { DEFAULT_LOCALE, type Catalogue, type Locale } from './types';

/**
 * The one message catalogue: every user-facing sentence, keyed, in English and Spanish. Each bounded
 * context contributes one file; keys are prefixed with the context so they never collide.
 */
export const messages = {
  ...systemMessages,
  ...identityMessages,
  ...workflowsMessages,
  ...componentsMessages,
  ...rubricsMessages,
  ...templatesMessages,
  ...attachmentsMessages,
  ...hierarchyMessages,
  ...showcasesMessages,
  ...accountMessages,
  ...websiteAdminMessages,
  ...coursesMessages,
  ...integrationsMessages,
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}

/** The sentence for `key` in `locale`, placeholders filled from `params`. */
export function message(
  key: MessageKey,
  locale: Locale = DEFAULT_LOCALE,
  params?: Record<string, string | number>,
): string {
  return formatMessage(messages[key][locale], params);
}

export { formatMessage } from './format';
export * from './types';
