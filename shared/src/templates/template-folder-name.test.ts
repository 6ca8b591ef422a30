import { message } from '../messages/index';
import { validateTemplateFolderName } from './template-folder-name';

describe('template folder names (spec 3 §5)', () => {
  const folders = [
    { id: 'f1', name: 'Capstone' },
    { id: 'f2', name: 'Portfolios 2026 ' },
  ];
  it.each([
    ['New', undefined, undefined],
    ['  ', undefined, "Can't be blank."],
    ['capstone', undefined, 'Folder named capstone already exists.'],
    [' PORTFOLIOS 2026', undefined, 'Folder named PORTFOLIOS 2026 already exists.'],
    ['CAPSTONE', 'f1', undefined],
    ['\u200b\u200d', undefined, "Can't be blank."],
    ['Cap\u200bstone', undefined, 'Folder named Capstone already exists.'],
    ['Portfolios\u00a02026', undefined, undefined],
  ])('%j (self %s) → %j', (name, selfId, sentence) => {
    const result = validateTemplateFolderName(name, folders, selfId);
    expect(result === undefined ? undefined : message(result.key, 'en', result.params)).toBe(sentence);
  });
});
