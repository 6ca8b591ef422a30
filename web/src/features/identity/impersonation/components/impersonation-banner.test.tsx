import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createTestI18n } from '../../../../test/i18n';
import { COLLAPSE_AFTER_LEAVE_MS, COLLAPSE_AFTER_MS, ImpersonationBannerView } from './impersonation-banner';

const user = {
  first_name: 'Sam',
  last_name: 'Student',
  impersonator: { id: 'sup', first_name: 'Sue', last_name: 'Support', email: 'support@demo.test' },
};

function renderBanner(onRevoke = jest.fn()) {
  render(
    <I18nextProvider i18n={createTestI18n('en')}>
      <ImpersonationBannerView user={user} onRevoke={onRevoke} />
    </I18nextProvider>,
  );
  return { banner: screen.getByTestId('impersonation-banner'), onRevoke };
}

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('impersonation banner (spec 1 §2)', () => {
  beforeEach(() => {
    jest.useFakeTimers();
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('says who is being acted as, and collapses 3 seconds after it appears', () => {
    const { banner } = renderBanner();
    expect(banner).toHaveAttribute('data-state', 'expanded');
    expect(banner).toHaveTextContent('You are acting as Sam Student.');
    expect(banner).toHaveTextContent('Signed in as Sue Support');
    advance(COLLAPSE_AFTER_MS - 1);
    expect(banner).toHaveAttribute('data-state', 'expanded');
    advance(1);
    expect(banner).toHaveAttribute('data-state', 'collapsed');
    expect(banner).toHaveTextContent('You are acting as Sam Student.');
    expect(banner).not.toHaveTextContent('Signed in as Sue Support');
  });

  it('expands while the pointer is over it and collapses 1 second after the pointer leaves', () => {
    const { banner } = renderBanner();
    advance(COLLAPSE_AFTER_MS);
    expect(banner).toHaveAttribute('data-state', 'collapsed');
    fireEvent.pointerEnter(banner);
    expect(banner).toHaveAttribute('data-state', 'expanded');
    advance(10_000);
    expect(banner).toHaveAttribute('data-state', 'expanded');
    fireEvent.pointerLeave(banner);
    advance(COLLAPSE_AFTER_LEAVE_MS - 1);
    expect(banner).toHaveAttribute('data-state', 'expanded');
    advance(1);
    expect(banner).toHaveAttribute('data-state', 'collapsed');
  });

  it('does the same for keyboard focus, and keeps the revoke button reachable when collapsed', () => {
    const { banner, onRevoke } = renderBanner();
    advance(COLLAPSE_AFTER_MS);
    const revoke = screen.getByRole('button', { name: 'Stop acting as this user' });
    act(() => revoke.focus());
    expect(banner).toHaveAttribute('data-state', 'expanded');
    fireEvent.click(revoke);
    expect(onRevoke).toHaveBeenCalledTimes(1);
    act(() => revoke.blur());
    advance(COLLAPSE_AFTER_LEAVE_MS);
    expect(banner).toHaveAttribute('data-state', 'collapsed');
  });
});
