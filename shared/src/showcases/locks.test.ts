import {
  applyColumnLock,
  applyComponentLock,
  applyPageLock,
  canUpdatePage,
  componentControls,
  componentIsInteractive,
  enterOpensEditor,
  isUndeletableComponent,
  VIDEO_FEEDBACK_TEXT_COMPONENT,
} from './locks';

describe('component locks (spec 3 §3, §5, §6)', () => {
  it.each([
    [{}, { edit: true, delete: true, move: true }],
    [{ can_edit_label: false }, { edit: false, delete: true, move: true }],
    [{ can_remove: false }, { edit: true, delete: false, move: true }],
    [
      { can_move: false, can_remove: true },
      { edit: true, delete: true, move: false },
    ],
  ])('%j shows %j (true when undefined)', (component, controls) => {
    expect(componentControls(component)).toEqual(controls);
  });

  it.each([
    [{}, true],
    [{ can_update: true }, true],
    [{ can_update: false }, false],
  ])('page %j can update: %s', (page, allowed) => {
    expect(canUpdatePage(page)).toBe(allowed);
  });

  it.each([
    [{ type: 'text' }, false, true],
    [{ type: 'text', can_remove: false }, true, true],
    [{ type: VIDEO_FEEDBACK_TEXT_COMPONENT }, true, false],
  ])('%j: undeletable %s, Enter opens the editor %s', (component, undeletable, enter) => {
    expect(isUndeletableComponent(component)).toBe(undeletable);
    expect(enterOpensEditor(component)).toBe(enter);
  });

  it.each([
    [{}, 'edit', true],
    [{ readOnly: true }, 'edit', false],
    [{}, 'preview', false],
  ] as const)('%j in %s mode is interactive: %s', (component, mode, interactive) => {
    expect(componentIsInteractive(component, mode)).toBe(interactive);
  });

  it('applies each lock', () => {
    expect(applyPageLock({ title: 'A' })).toEqual({ title: 'A', can_update: false });
    expect(applyComponentLock({ type: 'text' })).toEqual({
      type: 'text',
      can_edit_label: false,
      can_remove: false,
      can_move: false,
    });
    const column = { components: [{ type: 'text' }] };
    expect(applyColumnLock(column, false)).toEqual({ locked: true, components: [{ type: 'text' }] });
    expect(applyColumnLock(column, true)).toEqual({
      locked: true,
      components: [{ type: 'text', can_edit_label: false, can_remove: false, can_move: false }],
    });
  });
});
