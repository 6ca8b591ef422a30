import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { jsonResponse } from '../../../../test/json-response';
import { installFetchMock, mockSignedIn } from '../../../../test/signed-in';

mockSignedIn();
const { renderWithApp } = await import('../../../../test/render');
const { LanguageSwitcher } = await import('./language-switcher');

const fetchMock = installFetchMock();

describe('the language switch (spec 1 §7, spec 2 §8)', () => {
  it('says "Something went wrong." when the language cannot be saved, whatever the server said', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse(400, { code: 'system.field_invalid', message: 'default_language: invalid value', fields: {} }),
    );
    renderWithApp(<LanguageSwitcher userId="user-1" />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Something went wrong\.$/);
  });
});
