import { describe, expect, it, jest } from '@jest/globals';
import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentMode } from '@tessera/shared';
import { currentUserOf } from '../../../test/current-user';
import { installFetchMock, mockSignedIn } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { ComponentField } = await import('./component-field');

installFetchMock();
const student = currentUserOf(['student'], { id: 'user-s' });

function field(
  config: Record<string, unknown>,
  mode: ComponentMode,
  content: Record<string, unknown> | undefined,
  onChange: (content: Record<string, unknown>) => void = () => undefined,
  locale: 'en' | 'es' = 'en',
) {
  return renderWithApp(
    <ComponentField
      config={{ component_id: `${String(config.type)}-1`, label: 'Answer', ...config }}
      mode={mode}
      content={content}
      onChange={onChange}
      ownerId="user-s"
      portfolioId="pf-1"
    />,
    { currentUser: student, locale },
  );
}

describe('empty components (spec 1 §8 "Empty states")', () => {
  it.each([
    ['file_upload', 'No file uploaded.'],
    ['edtpa_attachment', 'No file uploaded.'],
    ['attachment', 'No file uploaded.'],
    ['image_gallery', 'No gallery.'],
    ['gallery', 'No gallery.'],
    ['portfolio_reference', 'No ePortfolio referenced.'],
    ['rich', 'No component.'],
    ['video', 'No video submitted'],
    ['video_link', 'No video submitted'],
  ])('a read-only empty %s says “%s”', async (type, sentence) => {
    field({ type }, 'visible', undefined);
    expect(await screen.findByText(sentence)).toBeInTheDocument();
    expect(screen.queryByText('Nothing added yet.')).not.toBeInTheDocument();
  });

  it('says “No Description” under a task without one, in Spanish too', async () => {
    const { unmount } = field({ type: 'task' }, 'visible', { title: 'Plan the unit', describe: '' });
    expect(await screen.findByText('No Description')).toBeInTheDocument();
    unmount();
    field({ type: 'file_upload' }, 'visible', undefined, undefined, 'es');
    expect(await screen.findByText('No se ha subido ningún archivo.')).toBeInTheDocument();
  });
});

describe('the rich component’s inner type (spec 1 §3)', () => {
  it('offers the rich-flagged kinds sorted by name and answers with the one chosen', async () => {
    const user = userEvent.setup();
    const onChange = jest.fn<(content: Record<string, unknown>) => void>();
    const { rerender } = field({ type: 'rich', label: 'Evidence of learning' }, 'editable', undefined, onChange);
    const chooser = screen.getByRole('combobox', { name: 'Component type for Evidence of learning' });
    const names = within(chooser)
      .getAllByRole('option')
      .filter((option) => !(option as HTMLOptionElement).disabled)
      .map((option) => option.textContent);
    expect(names).toEqual([
      'Date Selection',
      'Duration',
      'File Upload',
      'Portfolio Reference',
      'Text Area',
      'Text Field',
      'Video Link',
    ]);

    await user.selectOptions(chooser, 'Text Field');
    expect(onChange).toHaveBeenLastCalledWith({ component: 'textfield', component_config: {} });

    // Drawn as the chosen kind; what is typed goes beside `component`, as spec 1 §3's content.
    const chosen = (content: Record<string, unknown>) => (
      <ComponentField
        config={{ component_id: 'rich-1', type: 'rich', label: 'Evidence of learning' }}
        mode="editable"
        content={content}
        onChange={onChange}
      />
    );
    rerender(chosen({ component: 'textfield', component_config: {} }));
    await user.type(screen.getByRole('textbox', { name: /^Evidence of learning/ }), 'Hi');
    expect(onChange).toHaveBeenLastCalledWith({ component: 'textfield', component_config: {}, content: 'Hi' });

    // A reader sees the chosen kind read-only.
    rerender(
      <ComponentField
        config={{ component_id: 'rich-1', type: 'rich', label: 'Evidence of learning' }}
        mode="visible"
        content={{ component: 'date_selection', component_config: {}, content: '2026-03-04' }}
        onChange={onChange}
      />,
    );
    expect(screen.getByText('03/04/2026')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('brings back what was written when switching back to a kind', async () => {
    const user = userEvent.setup();
    const seen: Record<string, unknown>[] = [];
    // The composer keeps the content: each change is drawn again, as there.
    function Harness() {
      const [content, setContent] = useState<Record<string, unknown>>({
        component: 'textfield',
        component_config: {},
        content: 'Kept',
      });
      return (
        <ComponentField
          config={{ component_id: 'rich-1', type: 'rich', label: 'Answer' }}
          mode="editable"
          content={content}
          onChange={(next) => {
            seen.push(next);
            setContent(next);
          }}
        />
      );
    }
    renderWithApp(<Harness />, { currentUser: student });
    const chooser = screen.getByRole('combobox', { name: 'Component type for Answer' });
    await user.selectOptions(chooser, 'Duration');
    expect(seen.at(-1)).toEqual({ component: 'duration', component_config: {} });
    expect(screen.getByRole('textbox', { name: /^Answer/ })).toHaveValue('');
    await user.selectOptions(chooser, 'Text Field');
    expect(seen.at(-1)).toEqual({ component: 'textfield', component_config: {}, content: 'Kept' });
    expect(screen.getByRole('textbox', { name: /^Answer/ })).toHaveValue('Kept');
  });
});
