import { describe, expect, it } from '@jest/globals';
import { watermarkTitle } from './watermark-title';

describe('watermarkTitle (spec 1 §6)', () => {
  it('joins the owner’s full name, the rubric’s title and Watermark for another reader', () => {
    expect(
      watermarkTitle({
        ownerName: 'Sam Student',
        ownerIsViewer: false,
        rubricTitle: 'Lesson plan',
        watermark: 'Watermark',
      }),
    ).toBe('Sam Student - Lesson plan - Watermark');
  });

  it('leaves the owner’s name out when the owner reads it', () => {
    expect(
      watermarkTitle({
        ownerName: 'Sam Student',
        ownerIsViewer: true,
        rubricTitle: 'Lesson plan',
        watermark: 'Watermark',
      }),
    ).toBe('Lesson plan - Watermark');
  });

  it('skips a missing name rather than leaving an empty part', () => {
    expect(watermarkTitle({ ownerName: ' ', ownerIsViewer: false, rubricTitle: 'R', watermark: 'Marca de agua' })).toBe(
      'R - Marca de agua',
    );
  });
});
