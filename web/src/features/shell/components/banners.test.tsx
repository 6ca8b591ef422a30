import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { message } from '@tessera/shared';
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
