import {
  BUILT_EXTRACT_TYPES,
  EXTRACT_COLUMNS,
  EXTRACT_TYPES,
  extractFileName,
  extractTypeOf,
  isBuiltExtractType,
} from './kinds';

describe('extract kinds (spec 2 §2)', () => {
  it('names the fourteen kinds, placement first, and reads activity-status as section-activity-status', () => {
    expect(EXTRACT_TYPES).toHaveLength(14);
    expect(EXTRACT_TYPES[0]).toBe('placement');
    expect(extractTypeOf('activity-status')).toBe('section-activity-status');
    expect(extractTypeOf('groups')).toBe('groups');
    expect(extractTypeOf('nope')).toBeNull();
  });

  it('gives every kind built its columns, ids beside names, and only those kinds', () => {
    for (const type of BUILT_EXTRACT_TYPES) {
      expect(isBuiltExtractType(type)).toBe(true);
      expect(new Set(EXTRACT_COLUMNS[type]).size).toBe(EXTRACT_COLUMNS[type].length);
      expect(EXTRACT_COLUMNS[type].some((column) => column.endsWith('_id'))).toBe(true);
    }
    expect(isBuiltExtractType('placement')).toBe(false);
  });

  it('names the file after the kind and the day it was made', () => {
    expect(extractFileName('groups', '2026-11-28T18:00:00.000Z')).toBe('groups-2026-11-28.csv');
    expect(extractFileName('memberships', '2026-11-28T18:00:00.000Z', true)).toBe('memberships-2026-11-28.csv.gz');
  });
});
