import { describe, expect, it } from '@jest/globals';
import { isMessageKey, message, type MessageKey } from '../messages/index';
import type { WorkflowButton, WorkflowRefusal } from './workflow-actions';
import type { editorCancelButton } from './component-mode';
import type { WORKFLOW_STATE_LABELS } from './workflow-states';
import { WORKFLOW_IDS, WORKFLOWS } from './workflow-catalogue';

/** Compile-time: every key the workflow rules hand out is a catalogue key. */
type KeysOf<T extends MessageKey> = T;
export type WorkflowKeys = KeysOf<
  | WorkflowButton['labelKey']
  | NonNullable<WorkflowButton['tipKey']>
  | WorkflowRefusal
  | ReturnType<typeof editorCancelButton>['labelKey']
  | (typeof WORKFLOW_STATE_LABELS)[keyof typeof WORKFLOW_STATE_LABELS]
>;

describe('workflow sentences (spec 1 §3–4, §6)', () => {
  it.each(WORKFLOW_IDS)('names %s by its spec 1 §3 name in English, and in Spanish', (id) => {
    const key = `workflows.name.${id}`;
    expect(isMessageKey(key)).toBe(true);
    expect(message(key as MessageKey)).toBe(WORKFLOWS[id].name);
    expect(message(key as MessageKey, 'es')).not.toBe(WORKFLOWS[id].name);
  });
});
