import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { renderWithApp } from '../../test/render';
import { DateField, isDateFieldValue } from './date-field';

/** A date field and what it hands over. */
function Field({ start = '' }: { start?: string }) {
  const [value, setValue] = useState(start);
  return (
    <>
      <DateField label="Due" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </>
  );
}

const type = (text: string) => {
  const input = screen.getByRole('textbox', { name: 'Due' });
  fireEvent.change(input, { target: { value: text } });
  fireEvent.blur(input);
  return input;
};
const held = () => screen.getByTestId('value').textContent;

describe('the one date field (issue 21: Spanish dates were read month first)', () => {
  it('reads dd/mm/aaaa in Spanish: 01/11/2026 is 1 November, 15/08/2026 is taken, shown back as typed', () => {
    renderWithApp(<Field />, { locale: 'es' });
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    expect(type('01/11/2026')).toHaveValue('01/11/2026');
    expect(held()).toBe('2026-11-01');
    type('15/08/2026');
    expect(held()).toBe('2026-08-15');
    // One-digit day and month, shown back padded.
    expect(type('1/5/2026')).toHaveValue('01/05/2026');
    expect(held()).toBe('2026-05-01');
  });

  it('never reads the other order: 12/31/2026 in Spanish stays text, which is no date to send', () => {
    renderWithApp(<Field />, { locale: 'es' });
    expect(type('12/31/2026')).toHaveValue('12/31/2026');
    expect(held()).toBe('12/31/2026');
    expect(isDateFieldValue(held() ?? '')).toBe(false);
  });

  it('keeps MM/DD/YYYY in English, and takes ISO in either language', () => {
    renderWithApp(<Field />);
    expect(type('01/11/2026')).toHaveValue('01/11/2026');
    expect(held()).toBe('2026-01-11');
    expect(type('2026-08-15')).toHaveValue('08/15/2026');
    expect(held()).toBe('2026-08-15');
    expect(isDateFieldValue(held() ?? '')).toBe(true);
    expect(isDateFieldValue('')).toBe(true);
  });

  it('shows a stored date in the reader’s pattern, and again when the language changes', async () => {
    const view = renderWithApp(<Field start="2026-11-01" />, { locale: 'es' });
    expect(screen.getByRole('textbox', { name: 'Due' })).toHaveValue('01/11/2026');
    await view.i18n.changeLanguage('en');
    expect(await screen.findByDisplayValue('11/01/2026')).toBeInTheDocument();
  });
});
