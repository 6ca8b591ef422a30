import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../../test/field-error';
import { jsonResponse } from '../../../../test/json-response';
import { mockSignedIn, type FetchCall, installFetchMock } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { TermForm, endDateMinimum } = await import('./term-form');

const fetchMock = installFetchMock();

const setDate = (label: string, value: string) => {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
  fireEvent.blur(screen.getByLabelText(label));
};

describe('term creation (spec 2 §5 Terms)', () => {
  it.each([
    ['2026-08-31', '2026-09-01'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['', undefined],
  ])('the end-date picker after a start of %s has the minimum %s (start plus one day)', (start, minimum) => {
    expect(endDateMinimum(start)).toBe(minimum);
  });

  it('the end date’s calendar offers no day before the day after the chosen start', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />);
    const user = userEvent.setup();
    setDate('Start date', '09/01/2026');
    await user.click(screen.getByRole('button', { name: 'Choose End date from a calendar' }));
    const grid = await screen.findByRole('grid');
    expect(within(grid).getByRole('button', { name: /September 1st, 2026/ })).toBeDisabled();
    expect(within(grid).getByRole('button', { name: /September 2nd, 2026/ })).toBeEnabled();
  });

  it('reads dd/mm/aaaa in Spanish and refuses the English order there, naming the Spanish format', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />, { locale: 'es' });
    const user = userEvent.setup();
    expect(screen.getByLabelText('Fecha de inicio')).toHaveAttribute('placeholder', 'dd/mm/aaaa');
    // "12/31/2026" is a date only month first: in Spanish it is no date, and is never sent to be read so.
    setDate('Fecha de inicio', '12/31/2026');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(errorOf(screen.getByLabelText('Fecha de inicio'))).toBe(
      'Introduzca una fecha válida con el formato dd/mm/aaaa.',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('keeps MM/DD/YYYY in English and refuses the Spanish order there', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />);
    const user = userEvent.setup();
    expect(screen.getByLabelText('Start date')).toHaveAttribute('placeholder', 'MM/DD/YYYY');
    setDate('Start date', '15/08/2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(errorOf(screen.getByLabelText('Start date'))).toBe(message('components.date.invalid', 'en'));
  });

  it('never shows zod’s English: a code over 255 characters is refused in Spanish', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />, { locale: 'es' });
    const user = userEvent.setup();
    fireEvent.change(screen.getByLabelText('Código del periodo'), { target: { value: 'x'.repeat(256) } });
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    expect(errorOf(screen.getByLabelText('Código del periodo'))).toBe(
      'Este campo es demasiado largo (el máximo es 255 caracteres).',
    );
  });

  it('shows the required-field sentences and "End must later than Start" before calling the server', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(errorOf(screen.getByLabelText('Term code'))).toBe(message('hierarchy.term.code_required', 'en'));
    expect(errorOf(screen.getByLabelText('Term name'))).toBe(message('hierarchy.term.name_required', 'en'));
    expect(errorOf(screen.getByLabelText('Start date'))).toBe(message('hierarchy.term.start_required', 'en'));
    expect(errorOf(screen.getByLabelText('End date'))).toBe(message('hierarchy.term.end_required', 'en'));
    setDate('Start date', '09/01/2026');
    setDate('End date', '09/01/2026');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('End date'))).toBe(message('hierarchy.term.end_before_start', 'en')),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows the server’s duplicate name and code errors under their fields, submit disabled meanwhile', async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValue(new Promise<Response>((resolve) => (answer = resolve)));
    renderWithApp(<TermForm onDone={() => undefined} />, { locale: 'es' });
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Código del periodo'), 'F26');
    await user.type(screen.getByLabelText('Nombre del periodo'), 'Fall 2026');
    // Typed day first in Spanish, sent as ISO (1 September, 15 December), shown back as typed.
    setDate('Fecha de inicio', '1/9/2026');
    setDate('Fecha de finalización', '15/12/2026');
    expect(screen.getByLabelText('Fecha de inicio')).toHaveValue('01/09/2026');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled());
    answer(
      jsonResponse(409, {
        code: 'system.conflict',
        message: 'Conflict',
        fields: { name: 'hierarchy.term.name_taken', code: message('hierarchy.term.code_taken', 'es') },
      }),
    );
    await waitFor(() =>
      expect(errorOf(screen.getByLabelText('Nombre del periodo'))).toBe(message('hierarchy.term.name_taken', 'es')),
    );
    expect(errorOf(screen.getByLabelText('Código del periodo'))).toBe(message('hierarchy.term.code_taken', 'es'));
    expect(screen.getByRole('button', { name: 'Crear' })).toBeEnabled();
    const [url, init] = fetchMock.mock.calls[0] as FetchCall;
    expect(url).toBe('/api/terms');
    expect(JSON.parse(init.body as string)).toEqual({
      code: 'F26',
      name: 'Fall 2026',
      start_date: '2026-09-01',
      end_date: '2026-12-15',
      include_academic_data: false,
    });
  });
});
