import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  componentSide,
  isComponentKind,
  isInteractiveComponentKind,
  richInnerKinds,
  type ComponentKind,
} from './component-kinds';
import {
  abstractTextOrPlaceholder,
  componentEmptyState,
  isComponentContentEmpty,
  parseComponentConfig,
  parseComponentContent,
  taskTitleDisplay,
} from './component-registry';
import { componentConfigSchema } from './component-schemas';

describe('component registry (spec 1 §1, §3)', () => {
  // spec 1 §1 names the kinds; §3 adds the task and the edTPA attachment.
  it.each<[ComponentKind, boolean]>([
    ['title', false],
    ['text', false],
    ['multimedia', false],
    ['attachment', false],
    ['image', false],
    ['image_gallery', false],
    ['video', false],
    ['gallery', false],
    ['timeline', false],
    ['user_info', false],
    ['reference', false],
    ['activity_reference', false],
    ['task', false],
    ['textarea', true],
    ['textfield', true],
    ['date_selection', true],
    ['duration', true],
    ['file_upload', true],
    ['edtpa_attachment', true],
    ['rich', true],
    ['video_link', true],
    ['radio_button', true],
    ['checkbox', true],
    ['dropdown', true],
    ['portfolio_reference', true],
    ['scoring', true],
    ['rubric', true],
    ['assessment_rubric', true],
    ['feedback', true],
  ])('lays out a %s component (interactive: %s) that starts empty', (kind, interactive) => {
    expect(isComponentKind(kind)).toBe(true);
    expect(isInteractiveComponentKind(kind)).toBe(interactive);
    const content = parseComponentContent(kind, undefined);
    expect(isComponentContentEmpty(kind, content as Record<string, unknown>)).toBe(true);
  });

  it.each<[string, boolean]>([
    ['textarea', true],
    ['feedback', true],
    ['title', false],
    ['nope', false],
  ])('knows %s as a kind', (kind, known) => {
    expect(isComponentKind(kind)).toBe(kind !== 'nope');
    if (isComponentKind(kind)) expect(isInteractiveComponentKind(kind)).toBe(known);
  });

  it.each<[ComponentKind, 'content' | 'assessment']>([
    ['assessment_rubric', 'assessment'],
    ['scoring', 'assessment'],
    ['feedback', 'assessment'],
    ['rubric', 'content'],
    ['textarea', 'content'],
  ])('puts %s on the %s side', (kind, side) => {
    expect(componentSide(kind)).toBe(side);
  });

  it('offers the rich inner kinds sorted by name (spec 1 §3)', () => {
    expect(richInnerKinds()).toEqual([
      'date_selection',
      'duration',
      'file_upload',
      'portfolio_reference',
      'textarea',
      'textfield',
      'video_link',
    ]);
  });

  it('lets a rich component hold each kind it offers, and no other', () => {
    for (const inner of richInnerKinds())
      expect([inner, parseComponentContent('rich', { component: inner })]).toMatchObject([inner, { component: inner }]);
    for (const other of ['checkbox', 'scoring', 'rich', 'title'])
      expect(() => parseComponentContent('rich', { component: other })).toThrow();
  });
});

describe('component configuration schemas (spec 1 §3)', () => {
  it('lets a static component go without a label', () => {
    expect(componentConfigSchema.safeParse({ component_id: 't', label: '', type: 'title' }).success).toBe(true);
  });

  it('fills the common defaults: required, inherited permissions, scores shown', () => {
    const config = parseComponentConfig({ component_id: 'c1', label: 'Essay', type: 'textarea' });
    expect(config).toMatchObject({
      optional: false,
      permissions: { inherit: true },
      hide_scores_and_points: false,
      min_word_count: '0',
    });
  });

  it.each<[unknown, Record<string, unknown>]>([
    [
      { component_id: 'f', label: 'F', type: 'file_upload' },
      { file_type: 'any', maximum_size: 2048 },
    ],
    [
      { component_id: 's', label: 'S', type: 'scoring' },
      { assign_mode: 'manual', maximum: 100, primary: false },
    ],
    [
      { component_id: 'r', label: 'R', type: 'assessment_rubric', rubric_id: 'rb1' },
      { assign_mode: 'manual', primary: false, components_mapping: {} },
    ],
    [{ component_id: 'e', label: 'E', type: 'edtpa_attachment', min_number: 1, max_number: 3 }, { maximum_size: 0 }],
    [
      { component_id: 'd', label: 'D', type: 'dropdown', button_options: [{ id: 1, value: 'One', points: 2 }] },
      { button_options: [{ id: 1, value: 'One', points: 2 }] },
    ],
  ])('parses %j with defaults %j', (raw, expected) => {
    expect(componentConfigSchema.parse(raw)).toMatchObject(expected);
  });

  it.each<[string, unknown]>([
    ['an unknown type', { component_id: 'x', label: 'X', type: 'nope' }],
    ['a missing component id', { component_id: '', label: 'X', type: 'title' }],
    ['a non-numeric min word count', { component_id: 'x', label: 'X', type: 'textarea', min_word_count: 'ten' }],
    ['a rubric without rubric id', { component_id: 'x', label: 'X', type: 'rubric' }],
    ['an invalid mode', { component_id: 'x', label: 'X', type: 'title', mode: 'hidden' }],
    ['an input component without label', { component_id: 'x', label: ' ', type: 'textfield' }],
  ])('rejects %s', (_name, raw) => {
    expect(componentConfigSchema.safeParse(raw).success).toBe(false);
  });
});

describe('component content schemas (spec 1 §3)', () => {
  it.each<[ComponentKind, unknown, Record<string, unknown>]>([
    ['feedback', { content: 'x'.repeat(3000) }, { content: 'x'.repeat(3000) }],
    ['duration', { content: '2:30' }, { content: '2:30' }],
    ['date_selection', { content: '2024-02-29' }, { content: '2024-02-29' }],
    ['task', { title: '  Title ' }, { state: 'inprogress', title: 'Title', describe: '' }],
    ['user_info', {}, { phone: { value: '', show: false }, email: { value: '', show: true } }],
    ['scoring', {}, { score: null }],
    ['checkbox', {}, { answer: [] }],
    [
      'file_upload',
      { attachmentId: 'a1,a2', id: ['a1', 'a2'], owner_id: ['u'], filename: ['x.pdf', 'y.pdf'], size: [1, 2] },
      { attachmentId: 'a1,a2' },
    ],
    ['activity_reference', {}, { activities: [], component_type: 'other' }],
    ['rich', { component: 'textarea', content: 'hi' }, { component: 'textarea', content: 'hi' }],
    ['video', { content: ' https://youtu.be/dQw4w9WgXcQ ' }, { content: 'https://youtu.be/dQw4w9WgXcQ' }],
    ['video', {}, { content: '' }],
    ['multimedia', { content: 'Notes' }, { content: 'Notes', media: [] }],
    [
      'multimedia',
      {
        media: [
          { type: 'image', url: 'https://example.org/a.png', alternative_text: ' A chart ' },
          { type: 'video', url: 'https://vimeo.com/1234' },
        ],
      },
      {
        media: [
          { type: 'image', url: 'https://example.org/a.png', alternative_text: 'A chart' },
          { type: 'video', url: 'https://vimeo.com/1234' },
        ],
      },
    ],
    [
      'image_gallery',
      { images: [{ id: 'a1', public_url: 'u', alternative_text: 'Pupils at work' }] },
      { images: [{ id: 'a1', alternative_text: 'Pupils at work' }] },
    ],
  ])('parses %s content %j', (kind, raw, expected) => {
    expect(parseComponentContent(kind, raw)).toMatchObject(expected);
  });

  it.each<[ComponentKind, unknown]>([
    ['feedback', { content: 'x'.repeat(3001) }],
    ['duration', { content: '2:75' }],
    ['date_selection', { content: '2023-02-29' }],
    ['image', { alternative_text: 'a'.repeat(126) }],
    ['file_upload', { id: ['a1'], filename: [] }],
    ['rich', { component: 'checkbox' }],
    ['scoring', { score: -1 }],
    ['video', { content: 'https://vimeo.com/1234' }],
    ['video', { content: 'https://www.youtube.com/watch?v=short' }],
    ['multimedia', { media: [{ type: 'image', url: 'https://example.org/a.png', alternative_text: '  ' }] }],
    ['multimedia', { media: [{ type: 'image', url: 'javascript:alert(1)', alternative_text: 'x' }] }],
    ['multimedia', { media: [{ type: 'video', url: 'data:text/html,hi' }] }],
    ['multimedia', { media: [{ type: 'video', url: 'ftp://example.org/a.mp4' }] }],
    ['multimedia', { media: [{ type: 'audio', url: 'https://example.org/a.mp3' }] }],
    ['image_gallery', { images: [{ id: 'a1', public_url: 'u', alternative_text: ' ' }] }],
    ['image_gallery', { images: [{ public_url: 'u', alternative_text: 'x' }] }],
  ])('rejects %s content %j', (kind, raw) => {
    expect(() => parseComponentContent(kind, raw)).toThrow();
  });

  it('parses missing content as empty', () => {
    expect(parseComponentContent('textarea', undefined)).toEqual({ content: '' });
  });
});

describe('empty states (spec 1 §8)', () => {
  it.each<[ComponentKind, Record<string, unknown> | null, string | null]>([
    ['file_upload', { attachmentId: '', id: [] }, 'No file uploaded.'],
    ['file_upload', { attachmentId: ',', id: [] }, 'No file uploaded.'],
    ['file_upload', { attachmentId: 'a1', id: ['a1'] }, null],
    ['attachment', { attachments: [] }, 'No file uploaded.'],
    ['edtpa_attachment', null, 'No file uploaded.'],
    ['gallery', { abstracts: [] }, 'No gallery.'],
    ['image_gallery', { images: [{ id: 1 }] }, null],
    ['image_gallery', {}, 'No gallery.'],
    ['multimedia', { content: '', media: [] }, null],
    ['video', { content: '' }, 'No video submitted'],
    ['portfolio_reference', {}, 'No ePortfolio referenced.'],
    ['portfolio_reference', { portfolio_id: 'p1' }, null],
    ['rich', {}, 'No component.'],
    ['rich', { component: 'textarea', content: '' }, 'No component.'],
    ['rich', { component: 'textarea', content: 'text' }, null],
    ['video_link', { content: '' }, 'No video submitted'],
    ['video', { content: 'https://youtu.be/dQw4w9WgXcQ' }, null],
    ['task', { describe: ' ' }, 'No Description'],
    ['textarea', { content: '' }, null],
  ])('%s with %j shows %j', (kind, content, text) => {
    const key = componentEmptyState(kind, content);
    expect(key ? message(key) : null).toBe(text);
  });

  it.each<[ComponentKind, Record<string, unknown>, boolean]>([
    ['image', {}, true],
    ['image', { public_url: 'https://x/y.png' }, false],
    ['timeline', { abstracts: [{}] }, false],
    ['activity_reference', { activities: [] }, true],
    ['reference', { content: '' }, true],
    ['reference', { reference_portfolio_id: 'P', reference_component_id: 'textarea-1' }, false],
    ['checkbox', { answer: ['a'] }, false],
    ['radio_button', { answer: '' }, true],
    ['dropdown', { answer: 0 }, true],
    ['dropdown', { answer: 'x' }, false],
    ['scoring', { score: 0 }, false],
    ['scoring', { score: null }, true],
    ['scoring', { score: '' }, true],
    ['assessment_rubric', { criteria: { c1: null } }, true],
    ['rubric', { criteria: { c1: 'l1' } }, false],
    ['rubric', {}, true],
    ['user_info', { name: 'Ana' }, false],
    ['user_info', {}, true],
    ['textarea', { content: '<p>&nbsp;</p>' }, true],
    ['title', { content: 'Hello' }, false],
  ])('%s with %j is empty: %s', (kind, content, empty) => {
    expect(isComponentContentEmpty(kind, content)).toBe(empty);
  });

  it("shows 'No Description.' for an abstract without text and trims task titles (spec 1 §5, §8)", () => {
    expect(abstractTextOrPlaceholder('  ')).toEqual({ key: 'components.empty.no_description_period' });
    expect(message('components.empty.no_description_period')).toBe('No Description.');
    expect(abstractTextOrPlaceholder(' About ')).toEqual({ text: 'About' });
    expect(taskTitleDisplay('  ')).toEqual({ key: 'components.task.title_placeholder' });
    expect(taskTitleDisplay(null)).toEqual({ key: 'components.task.title_placeholder' });
    expect(message('components.task.title_placeholder')).toBe('Title: click here to edit');
    expect(taskTitleDisplay(' Plan ')).toEqual({ text: 'Plan' });
  });
});
