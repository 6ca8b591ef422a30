import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { goReactTextError, templateNameError } from './template-name';

const existing = [
  { id: 't1', title: 'Lesson Plan' },
  { id: 't2', title: 'Reflection ' },
];

describe('template names (spec 2 §5)', () => {
  it.each<[string, string | undefined, string | null]>([
    ['', undefined, 'Please enter a Template name.'],
    ['   ', 't1', 'Please enter a Template name.'],
    ['lesson plan', undefined, 'Template name is already taken. Please enter a unique name.'],
    [' REFLECTION', 't1', 'Template name is already taken. Please enter a unique name.'],
    ['Lesson Plan', 't1', null],
    ['Lesson Plan 2', undefined, null],
  ])('%j (editing %s) → %j', (title, selfId, error) => {
    const key = templateNameError(title, existing, selfId);
    expect(key ? message(key) : null).toBe(error);
  });

  it.each<[string | null, string | undefined, string | null]>([
    ['', '', 'Please enter a title or description.'],
    [null, ' ', 'Please enter a title or description.'],
    ['Title', '', null],
    ['', 'Description', null],
  ])('a GoReact text template with title %j and description %j → %j', (title, description, error) => {
    const key = goReactTextError(title, description);
    expect(key ? message(key) : null).toBe(error);
  });
});

describe('template names are names (text/names.ts)', () => {
  it.each([
    ['Cafe\u0301', 'templates.name_taken'],
    ['CAFÉ\u200b', 'templates.name_taken'],
    ['\u200b', 'templates.name_required'],
    ['Cafe', null],
  ])('%j beside "Café" → %s', (title, error) => {
    expect(templateNameError(title, [{ id: 't1', title: 'Café' }])).toBe(error);
  });
});
