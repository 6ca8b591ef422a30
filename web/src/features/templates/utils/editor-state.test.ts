import { describe, expect, it } from '@jest/globals';
import {
  draftReducer,
  draftToFields,
  mappedBy,
  newComponent,
  newTemplateDraft,
  suggestedLabel,
  type TemplateDraft,
} from './editor-state';

/** Two pages: A holds a, b, c; B holds d. */
function twoPages(): TemplateDraft {
  const draft = newTemplateDraft({
    title: 'T',
    workflow: 'SupervisedAssessmentWorkflow',
    folderId: null,
    moveToDoneRoles: [],
  });
  const component = (id: string) => ({ ...newComponent('textfield', id), component_id: id });
  return {
    ...draft,
    pages: [
      { id: 'A', title: 'First', components: [component('a'), component('b'), component('c')] },
      { id: 'B', title: 'Second', components: [component('d')] },
    ],
  };
}
const ids = (draft: TemplateDraft) => draft.pages.map((page) => page.components.map((c) => c.component_id).join(''));

describe('the template editor state (issue 10: page and component operations, keyboard moves)', () => {
  it('adds pages up to the workflow limit of 15 (spec 2 §2, §9), then refuses more', () => {
    let draft = twoPages();
    for (let n = 3; n <= 20; n += 1)
      draft = draftReducer(draft, { type: 'addPage', page: { id: `p${n}`, title: `P${n}`, components: [] } });
    expect(draft.pages).toHaveLength(15);
  });

  it('renames, reorders and deletes pages; deleting one drops its components’ default content', () => {
    let draft = draftReducer(twoPages(), { type: 'renamePage', pageId: 'B', title: 'Assessment' });
    draft = draftReducer(draft, {
      type: 'updateComponent',
      component: draft.pages[1]!.components[0]!,
      content: { content: 'x' },
    });
    expect(draft.data_templates).toEqual({ d: { content: 'x' } });
    draft = draftReducer(draft, { type: 'movePage', pageId: 'B', to: 0 });
    expect(draft.pages.map((page) => page.title)).toEqual(['Assessment', 'First']);
    draft = draftReducer(draft, { type: 'deletePage', pageId: 'B' });
    expect(draft.pages.map((page) => page.id)).toEqual(['A']);
    expect(draft.data_templates).toEqual({});
  });

  it('adds, changes, moves across pages and deletes components', () => {
    let draft = draftReducer(twoPages(), {
      type: 'addComponent',
      pageId: 'B',
      component: { ...newComponent('scoring', 'Score'), component_id: 'e' },
    });
    expect(ids(draft)).toEqual(['abc', 'de']);
    draft = draftReducer(draft, { type: 'moveComponent', componentId: 'a', to: { pageId: 'B', index: 1 } });
    expect(ids(draft)).toEqual(['bc', 'dae']);
    draft = draftReducer(draft, { type: 'moveComponent', componentId: 'e', to: { pageId: 'B', index: 0 } });
    expect(ids(draft)).toEqual(['bc', 'eda']);
    draft = draftReducer(draft, {
      type: 'updateComponent',
      component: { ...draft.pages[0]!.components[0]!, label: 'Renamed' },
    });
    expect(draft.pages[0]!.components[0]!.label).toBe('Renamed');
    draft = draftReducer(draft, { type: 'deleteComponent', componentId: 'd' });
    expect(ids(draft)).toEqual(['bc', 'ea']);
  });

  it('suggests a label unique within the template for input components, none for static ones', () => {
    const draft = twoPages();
    expect(suggestedLabel(draft, 'textarea')).toBe('Text Area');
    const withOne = draftReducer(draft, {
      type: 'addComponent',
      pageId: 'A',
      component: newComponent('textarea', 'text area'),
    });
    expect(suggestedLabel(withOne, 'textarea')).toBe('Text Area 2');
    expect(suggestedLabel(draft, 'title')).toBe('');
  });

  it('turning the plagiarism option off turns the report option off too (spec 1 §6)', () => {
    let draft = draftReducer(twoPages(), { type: 'setFlag', flag: 'plagiarism_enabled', value: true });
    draft = draftReducer(draft, { type: 'setFlag', flag: 'show_plagiarism_report_to_students', value: true });
    draft = draftReducer(draft, { type: 'setFlag', flag: 'plagiarism_enabled', value: false });
    expect(draftToFields(draft)).toMatchObject({
      plagiarism_enabled: false,
      show_plagiarism_report_to_students: false,
    });
    expect(draftToFields(draft).page_templates.map((page) => page.id)).toEqual(['A', 'B']);
  });
});

describe('a deleted component leaves every rubric’s aggregation (spec 1 §3 components_mapping)', () => {
  const levels = (...values: number[]) => values.map((value, i) => ({ level: `l${i + 1}`, value }));
  function mapped(): TemplateDraft {
    const draft = twoPages();
    const rubric = {
      ...newComponent('assessment_rubric', 'Auto'),
      component_id: 'r',
      rubric_id: 'r1',
      assign_mode: 'aggregation',
      components_mapping: { c1: ['a', 'd'], c2: ['d'] },
      aggregation_config: { range: { c1: levels(0, 1, 2), c2: levels(0, 2, 4) } },
    };
    return {
      ...draft,
      pages: [draft.pages[0]!, { ...draft.pages[1]!, components: [...draft.pages[1]!.components, rubric] }],
    };
  }
  const rubricOf = (draft: TemplateDraft) =>
    draft.pages.flatMap((page) => page.components).find((c) => c.component_id === 'r');

  it('takes a deleted component out of the criteria that add it up, a criterion left with nothing unmapped', () => {
    const draft = draftReducer(mapped(), { type: 'deleteComponent', componentId: 'd' });
    expect(rubricOf(draft)).toMatchObject({
      components_mapping: { c1: ['a'] },
      aggregation_config: { range: { c1: levels(0, 1, 2) } },
    });
    expect(mappedBy(draft, 'a').map((c) => c.component_id)).toEqual(['r']);
    expect(mappedBy(draft, 'b')).toEqual([]);
  });

  it('does the same for the components of a deleted page', () => {
    const draft = draftReducer(mapped(), { type: 'deletePage', pageId: 'A' });
    expect(rubricOf(draft)).toMatchObject({ components_mapping: { c1: ['d'], c2: ['d'] } });
  });
});
