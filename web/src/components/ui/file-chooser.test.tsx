import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithApp } from '../../test/render';
import { FileChooser } from './file-chooser';

function Chooser() {
  const [name, setName] = useState<string | null>(null);
  return (
    <div>
      <label htmlFor="resume">Resume</label>
      <FileChooser
        id="resume"
        fileName={name}
        aria-describedby="resume-hint"
        onChange={(event) => setName(event.target.files?.[0]?.name ?? null)}
      />
      <p id="resume-hint">PDF, at most 5 MB.</p>
    </div>
  );
}

const SRC = fileURLToPath(new URL('../../', import.meta.url));
/** Every .tsx under web/src, tests left out. */
function screens(folder: string): string[] {
  return readdirSync(folder).flatMap((entry) => {
    const path = join(folder, entry);
    if (statSync(path).isDirectory()) return screens(path);
    return path.endsWith('.tsx') && !path.endsWith('.test.tsx') ? [path] : [];
  });
}

describe('the file chooser (issue 21: raw "Choose File" buttons)', () => {
  it('is the labelled file input, reached with Tab, its button and "no file" in the interface language', async () => {
    renderWithApp(<Chooser />, { locale: 'es' });
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAccessibleDescription('PDF, at most 5 MB.');
    expect(screen.getByText('Examinar…')).toBeInTheDocument();
    expect(screen.getByText('Ningún archivo elegido')).toBeInTheDocument();
    await userEvent.tab();
    expect(input).toHaveFocus();
    await userEvent.upload(input, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('cv.pdf')).toBeInTheDocument();
    expect(screen.queryByText('Ningún archivo elegido')).toBeNull();
  });

  it('is the only file input drawn: no screen shows the browser’s own', () => {
    const raw = screens(SRC)
      .filter((path) => !path.endsWith(join('components', 'ui', 'file-chooser.tsx')))
      .filter((path) => /type=["']file["']/.test(readFileSync(path, 'utf8')))
      .map((path) => relative(SRC, path));
    expect(raw).toEqual([]);
  });
});
