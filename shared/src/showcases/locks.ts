/** Locks of the page-layout composer (spec 3 §3, §4, §5, §6). */

/**
 * spec 3 §5: the lock options. Nothing reads the list yet: the composer's lock menu will (its behaviour test
 * arrives with it); each option's effect is applyPageLock, applyComponentLock and applyColumnLock below.
 */
export const LOCK_OPTIONS = ['page', 'column', 'component', 'lockColumnWithComponents'] as const;
export type LockOption = (typeof LOCK_OPTIONS)[number];

/**
 * The live text resource component of the video-feedback tool (spec 3 §2, §4, §5): its page cannot be
 * removed, its column cannot be deleted, and Enter does not open an editor on it. The spec does not give the
 * component's type name; this is ours.
 */
export const VIDEO_FEEDBACK_TEXT_COMPONENT = 'video_feedback_text';

export interface LockableComponent {
  type?: string;
  can_edit_label?: boolean;
  can_remove?: boolean;
  can_move?: boolean;
}

export interface LockableColumn<C extends LockableComponent = LockableComponent> {
  locked?: boolean;
  components: readonly C[];
}

/**
 * spec 3 §6: can_edit_label, can_remove and can_move (each true when undefined) decide the edit, delete and
 * move buttons of a component's operation bar.
 */
export function componentControls(component: LockableComponent): { edit: boolean; delete: boolean; move: boolean } {
  return {
    edit: component.can_edit_label !== false,
    delete: component.can_remove !== false,
    move: component.can_move !== false,
  };
}

/** spec 3 §6: a page lock uses can_update per page (true when undefined). */
export function canUpdatePage(page: { can_update?: boolean }): boolean {
  return page.can_update !== false;
}

/** An undeletable component: can_remove false, or the video-feedback text component. */
export function isUndeletableComponent(component: LockableComponent): boolean {
  return component.can_remove === false || component.type === VIDEO_FEEDBACK_TEXT_COMPONENT;
}

/** spec 3 §2: Enter on a component opens its editor, except on the plain-text live component. */
export function enterOpensEditor(component: LockableComponent): boolean {
  return component.type !== VIDEO_FEEDBACK_TEXT_COMPONENT;
}

/** spec 3 §5: read-only components lose their edit and click handlers; nothing is editable in preview mode. */
export function componentIsInteractive(component: { readOnly?: boolean }, mode: 'edit' | 'preview'): boolean {
  return mode === 'edit' && component.readOnly !== true;
}

const lockComponent = <C extends LockableComponent>(component: C): C => ({
  ...component,
  can_edit_label: false,
  can_remove: false,
  can_move: false,
});

/**
 * Applies a lock option (spec 3 §5). The spec names the options only; their effect here:
 * - page: the page can no longer be updated (can_update false);
 * - component: the component's label cannot be edited and it cannot be removed or moved;
 * - column: the column is locked (it cannot be deleted), its components keep their own locks;
 * - lockColumnWithComponents: the column is locked and every component in it is locked as above.
 */
export function applyPageLock<P extends object>(page: P): P & { can_update: false } {
  return { ...page, can_update: false };
}
export function applyComponentLock<C extends LockableComponent>(component: C): C {
  return lockComponent(component);
}
export function applyColumnLock<C extends LockableComponent, L extends LockableColumn<C>>(
  column: L,
  withComponents: boolean,
): L {
  return {
    ...column,
    locked: true,
    components: withComponents ? column.components.map(lockComponent) : column.components,
  };
}
