import { message } from '../messages/index';
import { termDuplicateErrors, validateTerm } from './terms';

describe('term validation (spec 2 §5)', () => {
  const valid = { code: 'F26', name: 'Fall 2026', start_date: '09/01/2026', end_date: '12/20/2026' };
  it.each([
    [valid, {}],
    [{ ...valid, start_date: '2026-09-01', end_date: '2026-09-02' }, {}],
    [{ ...valid, code: '  ' }, { code: 'hierarchy.term.code_required' }],
    [{ ...valid, name: null }, { name: 'hierarchy.term.name_required' }],
    [{ ...valid, start_date: '' }, { start_date: 'hierarchy.term.start_required' }],
    [{ ...valid, end_date: undefined }, { end_date: 'hierarchy.term.end_required' }],
    [{ ...valid, end_date: '09/01/2026' }, { end_date: 'hierarchy.term.end_before_start' }],
    [{ ...valid, end_date: '08/31/2026' }, { end_date: 'hierarchy.term.end_before_start' }],
    [{ ...valid, start_date: '02/30/2026' }, { start_date: 'hierarchy.term.start_required' }],
    [
      {},
      {
        code: 'hierarchy.term.code_required',
        name: 'hierarchy.term.name_required',
        start_date: 'hierarchy.term.start_required',
        end_date: 'hierarchy.term.end_required',
      },
    ],
  ])('%j → %j', (term, errors) => {
    expect(validateTerm(term)).toEqual(errors);
  });

  it.each([
    ['hierarchy.term.code_required', 'Please provide a Term code.'],
    ['hierarchy.term.name_required', 'Please provide a Term name.'],
    ['hierarchy.term.start_required', 'Please select a start date.'],
    ['hierarchy.term.end_required', 'Please select an end date.'],
    ['hierarchy.term.end_before_start', 'End must later than Start'],
    ['hierarchy.term.name_taken', 'Term name already in use. Please use a different Term name.'],
    ['hierarchy.term.code_taken', 'Term code already in use. Please use a different Term code.'],
  ] as const)('%s reads %j', (key, sentence) => {
    expect(message(key)).toBe(sentence);
  });
});

describe('term duplicates (spec 2 §5)', () => {
  const existing = [
    { id: 't1', code: 'F26', name: 'Fall 2026' },
    { id: 't2', code: 'S27', name: 'Spring 2027' },
  ];
  it.each([
    [{ code: 'W27', name: 'Winter 2027' }, {}],
    [{ code: ' f26 ', name: 'Winter 2027' }, { code: 'hierarchy.term.code_taken' }],
    [{ code: 'W27', name: 'SPRING 2027' }, { name: 'hierarchy.term.name_taken' }],
    [{ id: 't1', code: 'F26', name: 'Fall 2026' }, {}],
    [{ id: 't1', code: 'S27', name: 'Fall 2026' }, { code: 'hierarchy.term.code_taken' }],
    [{ code: '', name: '' }, {}],
    [{ code: 'W27', name: 'Fall\u200b 2026' }, { name: 'hierarchy.term.name_taken' }],
    [{ code: 'F2\u0336', name: 'Winter 2027' }, {}],
    [{ code: '\u200b', name: '\u00a0' }, {}],
  ])('%j → %j', (term, errors) => {
    expect(termDuplicateErrors(term, existing)).toEqual(errors);
  });
});

describe('term names and codes are names (text/names.ts)', () => {
  it('treats a name of invisible characters as missing', () => {
    expect(validateTerm({ code: '\u200b', name: '\u200d ', start_date: '01/01/2026', end_date: '02/01/2026' })).toEqual(
      {
        code: 'hierarchy.term.code_required',
        name: 'hierarchy.term.name_required',
      },
    );
  });

  it('finds "Café" taken by "Cafe\u0301" and by "CAFÉ\u200b"', () => {
    for (const taken of ['Cafe\u0301', 'CAFÉ\u200b'])
      expect(termDuplicateErrors({ code: 'X', name: 'Café' }, [{ id: 't9', code: 'Y', name: taken }])).toEqual({
        name: 'hierarchy.term.name_taken',
      });
  });
});
