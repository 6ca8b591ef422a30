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
import { portfoliosMessages } from './portfolios';
import { csvMessages } from './csv';
import { importsMessages } from './imports';
import { extractsMessages } from './extracts';
import { type Catalogue } from './types';

/**
 * The one message catalogue: every user-facing sentence, keyed, in English and Spanish, written in ICU
 * MessageFormat (ADR 0010). Each bounded context contributes one file; keys are prefixed with the context
 * so they never collide. This module imports no formatter: code that only needs keys (a Lambda that
 * translates at its error edge, a type) can import it without paying for intl-messageformat; message()
 * (message.ts) renders.
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
  ...portfoliosMessages,
  ...csvMessages,
  ...importsMessages,
  ...extractsMessages,
} satisfies Catalogue;

export type MessageKey = keyof typeof messages;

export function isMessageKey(key: string): key is MessageKey {
  return Object.prototype.hasOwnProperty.call(messages, key);
}
