import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import {
  validateComponentAnswer,
  validateComponentAnswers,
  type ComponentAnswerConfig,
} from './component-answer-validation';

const words = (n: number) => Array.from({ length: n }, (_, i) => `w${i}`).join(' ');
const text = (config: ComponentAnswerConfig, content: Record<string, unknown> | null) =>
  validateComponentAnswer(config, content).map((error) => [error.field, message(error.key, 'en', error.params)]);

describe('component answers on submit (spec 1 §5)', () => {
  it.each<[string, ComponentAnswerConfig, Record<string, unknown> | null, string[][]]>([
    [
      'a required empty text field',
      { component_id: 'c', type: 'textfield' },
      { content: ' ' },
      [['c', 'This field cannot be left blank.']],
    ],
    ['an optional empty text field', { component_id: 'c', type: 'textfield', optional: true }, null, []],
    [
      'an edTPA attachment short of its min_number',
      { component_id: 'c', type: 'edtpa_attachment', min_number: 2, max_number: 3 },
      { attachmentId: 'a1', id: ['a1'] },
      [['c', 'Please upload at least 2 files.']],
    ],
    [
      'an edTPA attachment over its max_number (ids in attachmentId only)',
      { component_id: 'c', type: 'edtpa_attachment', min_number: 1, max_number: 1 },
      { attachmentId: 'a1,a2' },
      [['c', 'Please upload no more than 1 file.']],
    ],
    [
      'an edTPA attachment within its numbers',
      { component_id: 'c', type: 'edtpa_attachment', min_number: 1, max_number: 2 },
      { attachmentId: 'a1,a2', id: ['a1', 'a2'] },
      [],
    ],
    ['a filled text field', { component_id: 'c', type: 'textfield' }, { content: 'x' }, []],
    [
      'a text area short of its minimum',
      { component_id: 'c', type: 'textarea', min_word_count: '30' },
      { content: words(10) },
      [['c', 'This text area requires a minimum of 30 words.']],
    ],
    [
      'an empty required text area with a minimum',
      { component_id: 'c', type: 'textarea', min_word_count: '5' },
      { content: '' },
      [['c', 'This text area requires a minimum of 5 words.']],
    ],
    [
      'an empty required text area without minimum',
      { component_id: 'c', type: 'textarea', min_word_count: '0' },
      { content: '' },
      [['c', 'This field cannot be left blank.']],
    ],
    [
      'a text area meeting its minimum',
      { component_id: 'c', type: 'textarea', min_word_count: '3' },
      { content: '<p>one two three</p>' },
      [],
    ],
    [
      'an optional text area below a minimum',
      { component_id: 'c', type: 'textarea', optional: true, min_word_count: '30' },
      { content: 'few words' },
      [],
    ],
    [
      'a rich text area below its default 5',
      { component_id: 'r', type: 'rich' },
      { component: 'textarea', content: 'one two' },
      [['r', 'This text area requires a minimum of 5 words.']],
    ],
    [
      'a rich text area one word short of its default 5',
      { component_id: 'r', type: 'rich' },
      { component: 'textarea', content: words(4) },
      [['r', 'This text area requires a minimum of 5 words.']],
    ],
    [
      'a rich text area at its default 5',
      { component_id: 'r', type: 'rich' },
      { component: 'textarea', content: words(5) },
      [],
    ],
    [
      'a rich text area with its own minimum',
      { component_id: 'r', type: 'rich' },
      { component: 'textarea', content: 'one two', component_config: { min_word_count: '2' } },
      [],
    ],
    [
      'a rich component with no inner type',
      { component_id: 'r', type: 'rich' },
      {},
      [['r', 'This field cannot be left blank.']],
    ],
    ['an optional rich component with no inner type', { component_id: 'r', type: 'rich', optional: true }, {}, []],
    [
      'a rich file upload without file',
      { component_id: 'r', type: 'rich' },
      { component: 'file_upload', attachmentId: '' },
      [['attachmentId', 'Please upload a file.']],
    ],
    [
      'a rich reference without portfolio',
      { component_id: 'r', type: 'rich' },
      { component: 'portfolio_reference' },
      [['portfolio_id', 'Please select a ePortfolio to reference.']],
    ],
    [
      'a file upload without file',
      { component_id: 'f', type: 'file_upload' },
      { attachmentId: '' },
      [['f', 'Please upload a file.']],
    ],
    [
      'a portfolio reference without portfolio',
      { component_id: 'p', type: 'portfolio_reference' },
      {},
      [['p', 'Please select a ePortfolio to reference.']],
    ],
    [
      'an invalid date',
      { component_id: 'd', type: 'date_selection' },
      { content: '2023-02-30' },
      [['d', 'Please enter a valid date in the format mm/dd/yyyy.']],
    ],
    ['a valid date', { component_id: 'd', type: 'date_selection' }, { content: '2024-02-29' }, []],
    [
      'an invalid duration',
      { component_id: 'u', type: 'duration' },
      { content: '1:75' },
      [['u', 'Please enter a duration as hours:minutes.']],
    ],
    ['a valid duration', { component_id: 'u', type: 'duration' }, { content: '1:15' }, []],
    [
      'a non-YouTube link',
      { component_id: 'v', type: 'video_link' },
      { content: 'https://vimeo.com/1' },
      [['v', 'Please provide a valid YouTube video link.']],
    ],
    ['a YouTube link', { component_id: 'v', type: 'video_link' }, { content: 'https://youtu.be/dQw4w9WgXcQ' }, []],
    [
      'feedback over 3000',
      { component_id: 'fb', type: 'feedback' },
      { content: 'x'.repeat(3001) },
      [['fb', 'Feedback cannot exceed 3,000 characters.']],
    ],
    ['feedback at 3000', { component_id: 'fb', type: 'feedback' }, { content: 'x'.repeat(3000) }, []],
    [
      'a score above the maximum',
      { component_id: 's', type: 'scoring', maximum: 10 },
      { score: 11 },
      [['s', 'Please enter a score from 0 to 10.']],
    ],
    ['a score within the default maximum', { component_id: 's', type: 'scoring' }, { score: 100 }, []],
    [
      'a required unanswered dropdown',
      { component_id: 'dd', type: 'dropdown' },
      { answer: 0 },
      [['dd', 'This field cannot be left blank.']],
    ],
    ['an answered checkbox', { component_id: 'cb', type: 'checkbox' }, { answer: ['a'] }, []],
  ])('checks %s', (_name, config, content, expected) => {
    expect(text(config, content)).toEqual(expected);
  });

  it("collects every component's errors keyed by field name, moved fields under their component", () => {
    const errors = validateComponentAnswers(
      [
        { component_id: 'c1', type: 'textfield' },
        { component_id: 'c2', type: 'rich' },
        { component_id: 'c3', type: 'textarea', min_word_count: '10' },
        { component_id: 'c4', type: 'textfield', optional: true },
      ],
      { c1: { content: '' }, c2: { component: 'file_upload' }, c3: { content: 'a b' } },
    );
    expect(errors).toEqual({
      c1: { key: 'components.required' },
      'c2.attachmentId': { key: 'components.upload_required' },
      c3: { key: 'components.textarea.minimum_words', params: { n: 10 } },
    });
  });
});
