import { describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { message } from '@tessera/shared';
import { errorOf } from '../../../test/field-error';
import { jsonResponse } from '../../../test/json-response';
import { mockSignedIn, type FetchCall, useFetchMock } from '../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../test/render');
const { TermForm, endDateMinimum } = await import('./term-form');

const fetchMock = useFetchMock();

const setDate = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('term creation (spec 2 §5 Terms)', () => {
  it.each([
    ['2026-08-31', '2026-09-01'],
    ['2026-12-31', '2027-01-01'],
    ['2028-02-28', '2028-02-29'],
    ['', undefined],
  ])('the end-date picker after a start of %s has the minimum %s (start plus one day)', (start, minimum) => {
    expect(endDateMinimum(start)).toBe(minimum);
  });

  it('sets the end picker’s minimum from the chosen start date', () => {
    renderWithApp(<TermForm onDone={() => undefined} />);
    expect(screen.getByLabelText('End date')).not.toHaveAttribute('min');
    setDate('Start date', '2026-09-01');
    expect(screen.getByLabelText('End date')).toHaveAttribute('min', '2026-09-02');
  });

  it('shows the required-field sentences and "End must later than Start" before calling the server', async () => {
    renderWithApp(<TermForm onDone={() => undefined} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(errorOf(screen.getByLabelText('Term code'))).toBe(message('hierarchy.term.code_required', 'en'));
    expect(errorOf(screen.getByLabelText('Term name'))).toBe(message('hierarchy.term.name_required', 'en'));
    expect(errorOf(screen.getByLabelText('Start date'))).toBe(message('hierarchy.term.start_required', 'en'));
    expect(errorOf(screen.getByLabelText('End date'))).toBe(message('hierarchy.term.end_required', 'en'));
    setDate('Start date', '2026-09-01');
    setDate('End date', '2026-09-01');
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
    setDate('Fecha de inicio', '2026-09-01');
    setDate('Fecha de finalización', '2026-12-15');
    await user.click(screen.getByRole('button', { name: 'Crear' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Crear' })).toBeDisabled());
    answer(
      jsonResponse(409, {
        code: 'system.conflict',
        message: 'Conflict',
        fields: { name: 'hierarchy.term.name_taken', code: message('hierarchy.term.code_taken', 'en') },
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
