import { message } from '../messages/index';
import { csvUploadFailureMessage, validateCsvUpload } from './csv-upload';

describe('CSV uploads (spec 2 §5, §8)', () => {
  it.each([
    ['members.csv', undefined],
    ['MEMBERS.CSV', undefined],
    [' members.csv ', undefined],
    ['members.xlsx', 'hierarchy.upload.invalid_type'],
    ['members.csv.txt', 'hierarchy.upload.invalid_type'],
    ['csv', 'hierarchy.upload.invalid_type'],
  ])('%j → %s', (name, error) => {
    expect(validateCsvUpload(name)).toBe(error);
  });

  it('says "Invalid file type"', () => {
    expect(message('hierarchy.upload.invalid_type')).toBe('Invalid file type');
  });

  it.each([
    [{ members: 'Row 3: unknown user' }, { text: 'Row 3: unknown user' }],
    [{ members: ['Row 3: unknown user', 7, 'Row 9: bad role'] }, { text: 'Row 3: unknown user Row 9: bad role' }],
    [{ members: '  ' }, { key: 'hierarchy.upload.failed' }],
    [{}, { key: 'hierarchy.upload.failed' }],
    [null, { key: 'hierarchy.upload.failed' }],
  ])('failure %j shows %j', (response, shown) => {
    expect(csvUploadFailureMessage(response)).toEqual(shown);
  });

  it('says "file upload error"', () => {
    expect(message('hierarchy.upload.failed')).toBe('file upload error');
  });
});
