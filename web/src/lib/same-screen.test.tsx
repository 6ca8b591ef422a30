import { describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { renderWithApp } from '../test/render';
import { sameScreenState, useScreenKey } from './same-screen';

/** Counts the screens mounted under the shell's key (a remount counts again). */
let mounts = 0;
function Mounted() {
  useEffect(() => {
    mounts += 1;
  }, []);
  return null;
}
function Shell() {
  const key = useScreenKey();
  return (
    <>
      <p>key {key}</p>
      <Mounted key={key} />
    </>
  );
}

describe('useScreenKey: a same-screen rename keeps the screen, any other navigation gives a new one', () => {
  it('keeps the key across /evidence/new → its item with sameScreenState, and changes it otherwise', () => {
    mounts = 0;
    const { probe } = renderWithApp(<Shell />, { path: '/evidence/new' });
    expect(screen.getByText('key /evidence/new')).toBeTruthy();

    act(() => void probe.navigate('/evidence/u1/e1', { replace: true, state: sameScreenState('/evidence/new') }));
    expect(probe.location.pathname).toBe('/evidence/u1/e1');
    expect(screen.getByText('key /evidence/new')).toBeTruthy();
    expect(mounts).toBe(1);

    act(() => void probe.navigate('/via/inprogress'));
    expect(screen.getByText('key /via/inprogress')).toBeTruthy();
    expect(mounts).toBe(2);
  });

  it('a state naming another path than the mounted one is an ordinary navigation (a Back to a renamed entry)', () => {
    mounts = 0;
    const { probe } = renderWithApp(<Shell />, { path: '/via/all' });
    act(() => void probe.navigate('/evidence/u1/e1', { state: sameScreenState('/evidence/new') }));
    expect(screen.getByText('key /evidence/u1/e1')).toBeTruthy();
    expect(mounts).toBe(2);
  });
});
