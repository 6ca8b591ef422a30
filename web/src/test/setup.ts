import { jest } from '@jest/globals';
import './text-encoding';
import '@testing-library/jest-dom/jest-globals';
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
