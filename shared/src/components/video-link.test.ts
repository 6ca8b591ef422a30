import { describe, expect, it } from '@jest/globals';
import { message } from '../messages/index';
import { isYouTubeLink, youTubeVideoId } from './video-link';

describe('YouTube video links (spec 1 §5, §9)', () => {
  it.each<[string, string | null]>([
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['http://youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?feature=share&v=a_b-c_d-e_f', 'a_b-c_d-e_f'],
    ['https://youtu.be/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://youtu.be/dQw4w9WgXcQ?t=10', 'dQw4w9WgXcQ'],
    ['  https://youtu.be/dQw4w9WgXcQ  ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXc', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQQ', null],
    ['https://youtu.be/dQw4w9WgXc', null],
    ['https://vimeo.com/123456789', null],
    ['https://www.youtube.com/dQw4w9WgXcQ', null],
    ['https://notyoutube.com/watch?v=dQw4w9WgXcQ', null],
    ['https://www.youtube.com/watch?v=dQw4w9WgX!Q', null],
    ['', null],
  ])('reads %j as video %j', (url, id) => {
    expect(youTubeVideoId(url)).toBe(id);
    expect(isYouTubeLink(url)).toBe(id !== null);
  });

  it('says so when the link is not valid', () => {
    expect(message('components.video_link.invalid')).toBe('Please provide a valid YouTube video link.');
  });
});
