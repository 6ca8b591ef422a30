import { jest } from '@jest/globals';
import './text-encoding';
import '@testing-library/jest-dom/jest-globals';
import { configure } from '@testing-library/react';
import { provideDialogImpl } from '../components/ui/dialog';
import { DialogImpl } from '../components/ui/dialog-impl';
import { PanelImpl } from '../components/ui/panel-impl';
import { providePanelImpl } from '../components/ui/popover';

// Dialogs and panels load their Radix implementation on first use; under test it is there from the start.
provideDialogImpl(DialogImpl);
providePanelImpl(PanelImpl);

// Component tests drive React through user-event: on a loaded 2-core machine (several checkouts testing at
// once) one can take longer than Jest's 5 s default without anything being wrong. A limit is for hangs.
jest.setTimeout(30_000);

// The same for Testing Library's findBy… and waitFor, which give up after 1 s by default: a lazily loaded panel
// (a calendar, a dialog's Radix part) can take longer than that to appear while the unit tests share the cores
// with lint and the cloud tests. They still answer as soon as what they wait for is there.
configure({ asyncUtilTimeout: 10_000 });

// jsdom lays nothing out and has no rectangles for a Range: the rich-text editor (ProseMirror) asks for the
// cursor's to scroll it into view. An empty box is what a browser answers for text that is not shown.
if (typeof Range !== 'undefined' && !('getClientRects' in Range.prototype)) {
  const none = () => new DOMRect(0, 0, 0, 0);
  Object.assign(Range.prototype, {
    getClientRects: () => Object.assign([], { item: () => null }),
    getBoundingClientRect: none,
  });
}
