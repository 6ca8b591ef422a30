import { describe, expect, it } from '@jest/globals';
import { render } from '@testing-library/react';
import { RichText } from './rich-text';

describe('RichText: stored answers rendered through the allow-list (issue 12)', () => {
  it('renders the allowed formatting as elements', () => {
    const { container } = render(
      <RichText
        html={
          '<p>Plans for <strong>fractions</strong> and <em>stories</em><br>today</p><ul><li>one</li></ul><ol><li>two</li></ol>' +
          '<p><a href="https://example.org/plan">plan</a></p>'
        }
      />,
    );
    expect(container.querySelector('strong')).toHaveTextContent('fractions');
    expect(container.querySelector('em')).toHaveTextContent('stories');
    expect(container.querySelectorAll('br')).toHaveLength(1);
    expect(container.querySelector('ul > li')).toHaveTextContent('one');
    expect(container.querySelector('ol > li')).toHaveTextContent('two');
    const link = container.querySelector('a');
    expect(link).toHaveAttribute('href', 'https://example.org/plan');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('never renders scripts, event handlers or javascript: links', () => {
    const { container } = render(
      <RichText
        html={
          '<p onclick="steal()">Hi<script>steal()</script><img src=x onerror="steal()">' +
          '<a href="javascript:steal()">there</a><iframe src="https://evil.example"></iframe></p>'
        }
      />,
    );
    expect(container.querySelector('script, img, iframe, a, [onclick], [onerror]')).toBeNull();
    expect(container).toHaveTextContent(/Hi\s*there/);
  });

  it('shows plain text answers as they are, markup-looking text as text', () => {
    const { container } = render(<RichText html={'Line one\nLine two & 3 < 4'} />);
    expect(container.firstElementChild?.childNodes).toHaveLength(1);
    expect(container).toHaveTextContent('Line one Line two & 3 < 4');
  });
});
