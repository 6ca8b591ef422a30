import { afterEach, describe, expect, it } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { message } from '@tessera/shared';
import { createI18n } from '../../../lib/i18n';
import { sessionState } from '../../../lib/session-state';
import { renderWithApp } from '../../../test/render';
import { AnotherDeviceBanner } from './another-device-banner';
import { TestEnvironmentBanner } from './test-environment-banner';

const organization = (org_type: 'test' | 'other') => ({
  organization: { id: 'org', name: 'Org', org_type, payment_status: 'paid' as const },
});

describe('shell banners (spec 1 §2, §8)', () => {
  afterEach(() => sessionState.reset());

  it.each([
    ['en', message('system.test_environment', 'en')],
    ['es', message('system.test_environment', 'es')],
  ] as const)('shows the test-environment banner for a test organisation (%s)', (locale, text) => {
    renderWithApp(<TestEnvironmentBanner user={organization('test')} />, { locale });
    expect(screen.getByTestId('test-environment-banner')).toHaveTextContent(text);
  });

  it('words the test-environment banner without the shared catalogue, which the home does not load', () => {
    // An i18n instance with no namespace loaded: a banner speaking the catalogue would suspend here.
    render(
      <I18nextProvider i18n={createI18n('es')}>
        <TestEnvironmentBanner user={organization('test')} />
      </I18nextProvider>,
    );
    expect(screen.getByTestId('test-environment-banner')).toHaveTextContent(message('system.test_environment', 'es'));
  });

  it('shows no test-environment banner for any other organisation', () => {
    renderWithApp(<TestEnvironmentBanner user={organization('other')} />);
    expect(screen.queryByTestId('test-environment-banner')).not.toBeInTheDocument();
  });

  it('announces the another-device message once a save was refused with session_superseded', () => {
    renderWithApp(<AnotherDeviceBanner />);
    expect(screen.getByRole('alert')).toBeEmptyDOMElement();
    act(() => sessionState.markSuperseded());
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You have logged in on another device. Saving has been disabled on this device. Please logout and sign in again.',
    );
  });
});
