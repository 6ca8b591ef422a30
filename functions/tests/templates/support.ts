import { createTemplate, publishRubric, type Template } from '@tessera/shared';
import { createdRubric } from '../rubrics/support';
import { invoke, type Caller } from '../support/invoke';

export { adminOf, freshDemoFolder, uniqueName, type ErrorBody } from '../rubrics/support';
export type { Template };

/** A published rubric on `nodeId`, made through the rubrics API. */
export async function publishedRubricOn(nodeId: string, title = 'Template Rubric'): Promise<string> {
  const rubric = await createdRubric(nodeId, { title });
  const { status } = await invoke(publishRubric, { as: 'admin', path: { id: rubric.id }, body: { version: 1 } });
  if (status !== 200) throw new Error(`cannot publish a test rubric: ${status}`);
  return rubric.id;
}

/** Two pages and five component kinds, one a rubric (issue 10's supervised assessment). */
export function supervisedPages(rubricId: string) {
  return [
    {
      id: 'page-1',
      title: 'Submission',
      components: [
        { component_id: 'textarea-1', type: 'textarea', label: 'Rationale', min_word_count: '30' },
        { component_id: 'file_upload-1', type: 'file_upload', label: 'Materials', maximum_size: 100 },
      ],
    },
    {
      id: 'page-2',
      title: 'Assessment',
      components: [
        { component_id: 'rubric-1', type: 'rubric', label: 'Rubric', rubric_id: rubricId },
        { component_id: 'scoring-1', type: 'scoring', label: 'Score', maximum: 10, primary: true },
        { component_id: 'feedback-1', type: 'feedback', label: 'Feedback' },
      ],
    },
  ];
}

export function templateBody(title: string, over: Record<string, unknown> = {}) {
  return { title, workflow: 'SupervisedAssessmentWorkflow', page_templates: [], ...over };
}

/** Creates a template through the API (fails the test on anything but 201). */
export async function createdTemplate(
  nodeId: string,
  title: string,
  over: Record<string, unknown> = {},
  as: Caller = 'admin',
): Promise<Template> {
  const { status, body } = await invoke<Template>(createTemplate, {
    as,
    body: { node_id: nodeId, ...templateBody(title, over) },
  });
  if (status !== 201) throw new Error(`cannot create a test template: ${status} ${JSON.stringify(body)}`);
  return body;
}
