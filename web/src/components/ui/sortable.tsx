import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardCode,
  KeyboardSensor,
  MeasuringStrategy,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type CollisionDetection,
  type DragOverEvent,
  type KeyboardCoordinateGetter,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { GripVertical } from 'lucide-react';
import {
  createContext,
  useContext,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type CSSProperties,
  type HTMLAttributes,
  type ReactNode,
} from 'react';
import { useT } from '../../lib/i18n';

/** Where an item sits: its list and its index there (after its own removal, as `Array.splice` counts). */
export type SortablePlace = { listId: string; index: number };

/** One list of a board: its id, its items' ids in order, and its name for announcements when a board has several. */
export type SortableListModel = { id: string; items: readonly string[]; name?: string };

type Board = {
  lists: readonly SortableListModel[];
  itemName: (itemId: string) => string;
};

const BoardContext = createContext<Board | null>(null);

/** Where an item is now, or null. */
function placeOf(lists: readonly SortableListModel[], itemId: string): SortablePlace | null {
  for (const list of lists) {
    const index = list.items.indexOf(itemId);
    if (index >= 0) return { listId: list.id, index };
  }
  return null;
}

/**
 * Where the dragged item goes when it is over `over`: over a list (an empty one) its end; over an item of its
 * own list that item's place (the sortable's `arrayMove`); over an item of another list that item's place or the
 * one after it. From the keyboard the key decides: up into another list puts it behind the item it reached (the
 * previous page's end), down, left or right in front of it (the next page's start, the same row of a column).
 * With a pointer, it goes behind when the dragged item's middle is below the other one's.
 */
function targetOf(
  lists: readonly SortableListModel[],
  active: Active,
  over: Over,
  key: string | null,
): SortablePlace | null {
  const overList = lists.find((list) => list.id === over.id);
  const from = placeOf(lists, String(active.id));
  if (overList) return { listId: overList.id, index: overList.items.length - (from?.listId === overList.id ? 1 : 0) };
  const to = placeOf(lists, String(over.id));
  if (!to || !from) return null;
  if (to.listId === from.listId) return to;
  if (key) return { listId: to.listId, index: to.index + (key === KeyboardCode.Up ? 1 : 0) };
  const dragged = active.rect.current.translated;
  const below = dragged !== null && dragged.top + dragged.height / 2 > over.rect.top + over.rect.height / 2;
  return { listId: to.listId, index: to.index + (below ? 1 : 0) };
}

/** How many items the target list holds once the dragged item is in it. */
function countAt(lists: readonly SortableListModel[], itemId: string, place: SortablePlace): number {
  const list = lists.find((entry) => entry.id === place.listId);
  return (list?.items.length ?? 0) + (placeOf(lists, itemId)?.listId === place.listId ? 0 : 1);
}

/**
 * The one drag-and-drop part of the web (ADR 0027): sortable lists on dnd-kit, one list or several between which
 * items move (a template's components across its pages, a showcase's blocks). An item moves by its handle with
 * a pointer (mouse, pen, touch) or from the keyboard: Space or Enter on the handle picks it up, the arrow keys
 * move it (to the neighbouring place, and past a list's end into the next list), Space or Enter drops it, Escape
 * puts it back. Every step is announced in the interface language through dnd-kit's live region.
 *
 * The lists' owner keeps the order: `onMove` is called with the item and its new place when it enters another
 * list during a drag (so the lists show it there), at the drop, and with its first place when the drag is
 * cancelled or ends outside every list.
 */
export function SortableBoard({
  lists,
  onMove,
  itemName,
  children,
}: {
  lists: readonly SortableListModel[];
  onMove: (itemId: string, to: SortablePlace) => void;
  itemName: (itemId: string) => string;
  children: ReactNode;
}) {
  const t = useT('common');
  const [activeId, setActiveId] = useState<string | null>(null);
  const origin = useRef<SortablePlace | null>(null);
  const announced = useRef<SortablePlace | null>(null);
  // The announcements and handlers run inside dnd-kit's events: they read the lists of the latest render.
  const latest = useRef(lists);
  useLayoutEffect(() => {
    latest.current = lists;
  });
  // When the item entered another list over one of its items, it stands where that item was: while the pointer
  // or the keyboard stays over that item, that is where it stays (the item's own place, not the other's).
  const enteredOver = useRef<UniqueIdentifier | null>(null);
  // Where the handlers put the item, for the announcements that dnd-kit makes right after them (before the
  // owner's lists show the move).
  const overPlace = useRef<SortablePlace | null>(null);
  const dropped = useRef<SortablePlace | null>(null);
  const byKeyboard = useRef(false);
  const lastKey = useRef<string | null>(null);

  // Up and down from the keyboard go by the lists' order, not by the boxes: the neighbour in the order the list
  // shows, or past a list's end the next list's first item (its end when it comes from below), or the list itself
  // when it is empty. The target is what the item is over (`intended`), and the moving box is set on it. Boxes
  // alone would mislead after the item entered another list: the lists shift under the box. Left and right go by
  // the boxes (dnd-kit's sortable keys): lists side by side are columns.
  const intended = useRef<UniqueIdentifier | null>(null);
  const coordinateGetter: KeyboardCoordinateGetter = (event, args) => {
    lastKey.current = event.code;
    const { active, over, droppableRects, collisionRect } = args.context;
    const up = event.code === KeyboardCode.Up;
    if (!up && event.code !== KeyboardCode.Down) {
      intended.current = null;
      return sortableKeyboardCoordinates(event, args);
    }
    event.preventDefault();
    if (!active || !collisionRect) return undefined;
    const lists = latest.current;
    const itemId = String(active.id);
    const from = placeOf(lists, itemId);
    if (!from) return undefined;
    const listIndex = lists.findIndex((list) => list.id === from.listId);
    const shownAt = over ? placeOver(active, over) : null;
    const shown = shownAt?.listId === from.listId ? shownAt.index : from.index;
    // The sortable shows the item at the index of the item it is over (in the list's own order, the item itself
    // for its own place): one place up or down is being over the item of the index before or after.
    let target: string | undefined = lists[listIndex]!.items[shown + (up ? -1 : 1)];
    const sameList = target !== undefined;
    if (!sameList) {
      const next = lists[listIndex + (up ? -1 : 1)];
      if (!next) return undefined;
      target = next.items.length === 0 ? next.id : next.items[up ? next.items.length - 1 : 0];
    }
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect || target === undefined) return undefined;
    intended.current = target;
    // Within a list the box goes on the neighbour (its bottom edge going down, as dnd-kit's sortable keys do);
    // into another list on the top of the item it goes in front of, or under the one it goes behind.
    const y = sameList
      ? up
        ? rect.top
        : rect.top + rect.height - collisionRect.height
      : up && target !== lists[listIndex - 1]?.id
        ? rect.top + rect.height
        : rect.top;
    return { x: rect.left, y };
  };

  const collisionDetection: CollisionDetection = (args) =>
    byKeyboard.current && intended.current !== null ? [{ id: intended.current }] : closestCorners(args);

  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    // The page scrolls at once to where a key took the item: a smooth scroll would still be moving when dnd-kit
    // measures the boxes for the next place, and the item would land one place further.
    useSensor(KeyboardSensor, { coordinateGetter, scrollBehavior: 'auto' }),
  );

  const several = lists.length > 1;
  const listName = (listId: string) => lists.find((list) => list.id === listId)?.name ?? '';
  const where = (itemId: string, place: SortablePlace) => ({
    item: itemName(itemId),
    position: place.index + 1,
    count: countAt(latest.current, itemId, place),
    list: listName(place.listId),
  });

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('sortable.pickedUp', { item: itemName(String(active.id)) }),
    onDragOver: ({ active }) => {
      const place = overPlace.current;
      // Said once per new place: the pick-up (over itself) and the item settling in another list say nothing.
      const said = announced.current;
      if (!place || (said && said.listId === place.listId && said.index === place.index)) return undefined;
      announced.current = place;
      return t(several ? 'sortable.movedIn' : 'sortable.moved', where(String(active.id), place));
    },
    onDragEnd: ({ active }) => {
      const place = dropped.current;
      if (!place) return t('sortable.cancelled', { item: itemName(String(active.id)) });
      return t(several ? 'sortable.droppedIn' : 'sortable.dropped', where(String(active.id), place));
    },
    onDragCancel: ({ active }) => t('sortable.cancelled', { item: itemName(String(active.id)) }),
  };

  /** Where the item goes over `over`, the place it entered another list at while still over the same item. */
  const placeOver = (active: Active, over: Over | null): SortablePlace | null => {
    if (!over) return null;
    if (enteredOver.current === over.id) return placeOf(latest.current, String(active.id));
    return targetOf(latest.current, active, over, byKeyboard.current ? lastKey.current : null);
  };

  const putBack = (itemId: string) => {
    const now = placeOf(latest.current, itemId);
    const first = origin.current;
    if (first && (now?.listId !== first.listId || now.index !== first.index)) onMove(itemId, first);
  };

  const onDragOver = ({ active, over }: DragOverEvent) => {
    const itemId = String(active.id);
    const from = placeOf(latest.current, itemId);
    const to = placeOver(active, over);
    overPlace.current = to;
    if (!over) return;
    if (enteredOver.current !== over.id) enteredOver.current = null;
    // Within its list the sortable shows the move until the drop; into another list the owner moves it now.
    if (!from || !to || from.listId === to.listId) return;
    enteredOver.current = over.id;
    // From the keyboard the item is then over itself, where it entered.
    if (byKeyboard.current) intended.current = active.id;
    onMove(itemId, to);
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const itemId = String(active.id);
    setActiveId(null);
    const to = placeOver(active, over);
    const from = placeOf(latest.current, itemId);
    dropped.current = to;
    if (!to) putBack(itemId);
    else if (from && (from.listId !== to.listId || from.index !== to.index)) onMove(itemId, to);
    origin.current = null;
    enteredOver.current = null;
  };

  const board = useMemo(() => ({ lists, itemName }), [lists, itemName]);
  return (
    <BoardContext.Provider value={board}>
      <DndContext
        sensors={sensors}
        collisionDetection={collisionDetection}
        measuring={{ droppable: { strategy: MeasuringStrategy.Always } }}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('sortable.instructions') } }}
        onDragStart={({ active, activatorEvent }) => {
          byKeyboard.current = activatorEvent instanceof KeyboardEvent;
          intended.current = null;
          setActiveId(String(active.id));
          origin.current = placeOf(latest.current, String(active.id));
          announced.current = origin.current;
        }}
        onDragOver={onDragOver}
        onDragEnd={onDragEnd}
        onDragCancel={({ active }) => {
          setActiveId(null);
          putBack(String(active.id));
          origin.current = null;
          enteredOver.current = null;
        }}
      >
        {children}
        <DragOverlay>
          {activeId ? (
            <div className="sortable-overlay">
              <GripVertical className="icon" aria-hidden="true" />
              {itemName(activeId)}
            </div>
          ) : null}
        </DragOverlay>
      </DndContext>
    </BoardContext.Provider>
  );
}

/**
 * One list of a board, rendered as `<ul>` (or `<ol>`) with its items in the board's order. An empty list is a
 * place to drop into.
 */
export function SortableList({
  id,
  ordered = false,
  children,
  ...rest
}: { id: string; ordered?: boolean; children: ReactNode } & HTMLAttributes<HTMLUListElement & HTMLOListElement>) {
  const board = useContext(BoardContext);
  const items = board?.lists.find((list) => list.id === id)?.items ?? [];
  // The list itself is a target only while empty: with items, the items are the targets (arrow keys and the
  // pointer land between them, never on the list's edge).
  const { setNodeRef } = useDroppable({ id, disabled: items.length > 0 });
  const List = ordered ? 'ol' : 'ul';
  return (
    <SortableContext id={id} items={items as string[]} strategy={verticalListSortingStrategy}>
      <List ref={setNodeRef} {...rest}>
        {children}
      </List>
    </SortableContext>
  );
}

type Handle = { itemId: string; props: HTMLAttributes<HTMLButtonElement>; attach: (node: HTMLElement | null) => void };
const HandleContext = createContext<Handle | null>(null);

/** One item of a list, rendered as `<li>`; it moves by the `DragHandle` inside it. */
export function SortableItem({
  id,
  className,
  children,
  ...rest
}: { id: string; className?: string; children: ReactNode } & Omit<HTMLAttributes<HTMLLIElement>, 'id'>) {
  const t = useT('common');
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
    attributes: { roleDescription: t('sortable.roleDescription') },
  });
  const style: CSSProperties = { transform: CSS.Translate.toString(transform), transition };
  const handle = useMemo(
    () => ({ itemId: id, props: { ...attributes, ...listeners }, attach: setActivatorNodeRef }),
    [id, attributes, listeners, setActivatorNodeRef],
  );
  return (
    <li
      ref={setNodeRef}
      style={style}
      className={`${className ?? ''}${isDragging ? ' sortable-item--dragging' : ''}`.trim()}
      {...rest}
    >
      <HandleContext.Provider value={handle}>{children}</HandleContext.Provider>
    </li>
  );
}

/**
 * The grip an item moves by: a button named "Move <item>" that a pointer drags and the keyboard picks up
 * (Space or Enter), moves (arrow keys), drops (Space or Enter) or puts back (Escape).
 */
export function DragHandle({ id, className }: { id?: string; className?: string }) {
  const t = useT('common');
  const board = useContext(BoardContext);
  const handle = useContext(HandleContext);
  if (!handle) return null;
  const { role: _role, tabIndex: _tabIndex, ...props } = handle.props;
  // `attach` is dnd-kit's callback ref for the activator and `itemName` the board's naming function, neither a
  // ref object read during render; the compiler's lint takes values passed through a context with a ref for refs.
  /* eslint-disable react-hooks/refs */
  return (
    <button
      {...props}
      ref={handle.attach}
      id={id}
      type="button"
      className={`sortable-handle icon-button${className ? ` ${className}` : ''}`}
      aria-label={t('sortable.handle', { item: board?.itemName(handle.itemId) ?? '' })}
    >
      <GripVertical className="icon" aria-hidden="true" />
    </button>
  );
  /* eslint-enable react-hooks/refs */
}
