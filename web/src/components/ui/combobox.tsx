import * as RadixPopover from '@radix-ui/react-popover';
import { Check, ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useT } from '../../lib/i18n';
import { ANNOUNCE_CLEAR_MS } from './toast';
import { FieldMessages } from './field-messages';

export interface ComboboxProps<Item> {
  label: string;
  /** The text in the box (controlled): what the reader typed, or the chosen option's text. */
  inputValue: string;
  onInputChange: (text: string) => void;
  /** The options for the text typed, in the order to show them (a server's ranking is kept). */
  items: readonly Item[];
  itemKey: (item: Item) => string;
  /** The option's text: shown in the list and put in the box when it is chosen. */
  itemText: (item: Item) => string;
  /** The option chosen so far (it shows a check mark), or null. */
  selectedKey: string | null;
  /** An option was chosen (after `onInputChange` got its text). */
  onSelect: (item: Item) => void;
  /**
   * One sentence about the options, under them and announced: loading, nothing matches, or "type more"
   * when the server has further matches than it answered.
   */
  status?: string;
  /** What is announced when the options change and there is no status ("4 organizations"). */
  countText: (count: number) => string;
  hint?: ReactNode;
  error?: string;
  maxLength?: number;
}

/**
 * An editable combobox with a listbox popup (WAI-ARIA APG "combobox with list autocomplete"): typing filters
 * (the caller fetches `items` for `inputValue`), ArrowDown/ArrowUp move through the options (the input keeps
 * the focus; `aria-activedescendant` names the active option), Enter chooses, Escape closes the list (and,
 * closed, clears the text), Alt+ArrowDown opens it without moving, Tab leaves without choosing. The popup is a
 * Radix popover anchored to the field, so it flips and shifts to stay on screen; its options are announced
 * through a polite live region (their count, or the status sentence), emptied after 500 ms like the
 * snackbars' announcements so the same message is announced again next time.
 */
export function Combobox<Item>({
  label,
  inputValue,
  onInputChange,
  items,
  itemKey,
  itemText,
  selectedKey,
  onSelect,
  status,
  countText,
  hint,
  error,
  maxLength,
}: ComboboxProps<Item>) {
  const t = useT('common');
  const id = useId();
  const inputId = `${id}-input`;
  const listboxId = `${id}-listbox`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const optionId = (index: number) => `${id}-option-${index}`;
  const anchor = useRef<HTMLDivElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);

  // New options (another text typed, a slower answer arriving) leave no option active past their end.
  const [seenItems, setSeenItems] = useState(items);
  if (seenItems !== items) {
    setSeenItems(items);
    if (active >= items.length) setActive(-1);
  }

  const showPopup = open && (items.length > 0 || Boolean(status));
  // What the live region says while the list is open: the status, else how many options there are. It is
  // emptied 500 ms after it changed, and forgotten when the list closes, so reopening announces it again.
  const live = showPopup ? (status ?? countText(items.length)) : '';
  const [cleared, setCleared] = useState<string | null>(null);
  if (!showPopup && cleared !== null) setCleared(null);
  useEffect(() => {
    if (!live) return undefined;
    const timer = setTimeout(() => setCleared(live), ANNOUNCE_CLEAR_MS);
    return () => clearTimeout(timer);
  }, [live]);
  const announcement = live !== cleared ? live : '';

  useEffect(() => {
    if (!showPopup || active < 0) return;
    // jsdom has no scrollIntoView; browsers keep the active option visible in a long list.
    document.getElementById(optionId(active))?.scrollIntoView?.({ block: 'nearest' });
    // optionId is derived from the stable useId.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [showPopup, active]);

  // The text first, then the choice: a caller that forgets its choice when the text is edited keeps this one.
  const choose = (item: Item) => {
    onInputChange(itemText(item));
    onSelect(item);
    setOpen(false);
    setActive(-1);
  };
  const openAt = (index: number) => {
    setOpen(true);
    setActive(index);
  };
  const selectedIndex = items.findIndex((item) => itemKey(item) === selectedKey);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = items.length - 1;
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (event.altKey) setOpen(true);
        else if (!showPopup) openAt(selectedIndex >= 0 ? selectedIndex : items.length > 0 ? 0 : -1);
        else setActive(active >= last ? 0 : active + 1);
        break;
      case 'ArrowUp':
        event.preventDefault();
        if (event.altKey) setOpen(false);
        else if (!showPopup) openAt(last);
        else setActive(active <= 0 ? last : active - 1);
        break;
      case 'Enter': {
        const item = showPopup && active >= 0 ? items[active] : undefined;
        if (item !== undefined) {
          event.preventDefault();
          choose(item);
        }
        break;
      }
      case 'Escape':
        // An open list closes (Radix's dismissable layer does it too); a closed one clears the text.
        if (showPopup) setOpen(false);
        else if (inputValue !== '') {
          event.preventDefault();
          onInputChange('');
        }
        setActive(-1);
        break;
      case 'Tab':
        setOpen(false);
        setActive(-1);
        break;
      default:
        break;
    }
  };

  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;

  return (
    <div className="field combobox">
      <label htmlFor={inputId} className="field__label">
        {label}
      </label>
      <RadixPopover.Root open={showPopup} onOpenChange={(next) => (next ? undefined : setOpen(false))}>
        <RadixPopover.Anchor asChild>
          <div ref={anchor} className="field__row combobox__row">
            <input
              ref={input}
              id={inputId}
              className="field__input"
              role="combobox"
              type="text"
              autoComplete="off"
              spellCheck={false}
              maxLength={maxLength}
              aria-autocomplete="list"
              aria-expanded={showPopup}
              aria-controls={showPopup && items.length > 0 ? listboxId : undefined}
              aria-activedescendant={showPopup && active >= 0 ? optionId(active) : undefined}
              aria-invalid={error ? true : undefined}
              aria-describedby={describedBy}
              value={inputValue}
              onChange={(event) => {
                onInputChange(event.target.value);
                setOpen(true);
                setActive(-1);
              }}
              onKeyDown={onKeyDown}
              onClick={() => setOpen(true)}
            />
            <button
              type="button"
              // Pointer users' way to see the options; keyboard users have Alt+ArrowDown (APG: out of the tab order).
              tabIndex={-1}
              className="button button--secondary icon-button"
              aria-label={t('combobox.showOptions', { label })}
              aria-expanded={showPopup}
              aria-controls={showPopup && items.length > 0 ? listboxId : undefined}
              onClick={() => {
                input.current?.focus();
                setOpen(!showPopup);
              }}
            >
              <ChevronDown className="icon" aria-hidden="true" />
            </button>
          </div>
        </RadixPopover.Anchor>
        {/* Not portalled: the popup stays in the field's landmark (and inside a dialog, should the field be in one). */}
        <RadixPopover.Content
          className="popover combobox__popup"
          // Not a dialog: the popup only carries the listbox (and its status); focus stays in the input.
          role={undefined}
          align="start"
          sideOffset={4}
          collisionPadding={8}
          onOpenAutoFocus={(event) => event.preventDefault()}
          onCloseAutoFocus={(event) => event.preventDefault()}
          onInteractOutside={(event) => {
            // The field itself (the input, the button) is not outside: pressing it keeps or toggles the list.
            if (anchor.current?.contains(event.target as Node)) event.preventDefault();
          }}
        >
          {items.length > 0 ? (
            // The input owns the keyboard (aria-activedescendant); options answer the pointer only.
            // eslint-disable-next-line jsx-a11y/click-events-have-key-events
            <ul
              id={listboxId}
              role="listbox"
              aria-label={label}
              className="combobox__listbox"
              onMouseDown={(event) => event.preventDefault()}
              onClick={(event) => {
                const option = (event.target as HTMLElement).closest<HTMLElement>('[role="option"]');
                const item = option ? items[Number(option.dataset.index)] : undefined;
                if (item !== undefined) choose(item);
              }}
            >
              {items.map((item, index) => {
                const chosen = itemKey(item) === selectedKey;
                return (
                  <li
                    key={itemKey(item)}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === active}
                    data-index={index}
                    className={`combobox__option${index === active ? ' combobox__option--active' : ''}`}
                    onMouseMove={() => (index === active ? undefined : setActive(index))}
                  >
                    <span className="combobox__option-text">{itemText(item)}</span>
                    {chosen ? <Check className="icon combobox__check" aria-hidden="true" /> : null}
                  </li>
                );
              })}
            </ul>
          ) : null}
          {status ? <p className="combobox__status">{status}</p> : null}
        </RadixPopover.Content>
      </RadixPopover.Root>
      <FieldMessages hintId={hintId} hint={hint} errorId={errorId} error={error} />
      <div className="visually-hidden" role="status" aria-live="polite">
        {announcement}
      </div>
    </div>
  );
}
