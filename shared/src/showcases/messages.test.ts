import { message } from '../messages/index';

describe('showcase sentences quoted exactly (spec 3 §2, §5)', () => {
  it.each([
    ['showcases.page.default_title', 'New Page'],
    ['showcases.page.blank_title', 'Blank'],
    ['showcases.contrast.met', 'Contrast: Met'],
    ['showcases.contrast.not_met', 'Contrast: Not Met'],
    ['showcases.composer.add_section_below', 'Add Section Below'],
    ['showcases.theme.customize_palette', 'Customize Color Palette'],
  ] as const)('%s reads %j', (key, sentence) => {
    expect(message(key)).toBe(sentence);
  });
});
