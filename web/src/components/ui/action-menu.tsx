import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import { MoreHorizontal, type LucideIcon } from 'lucide-react';
import { buttonClass } from './button';

export interface ActionMenuItem {
  id: string;
  label: string;
  icon?: LucideIcon;
  /** Red text: the action loses something (it still asks first). */
  destructive?: boolean;
  onSelect: () => void;
}

interface ActionMenuProps {
  /** The button's accessible name ("Actions for Lesson Plan Rubric"). */
  label: string;
  /** Its visible text (the icon alone when absent). */
  text?: string;
  items: readonly ActionMenuItem[];
  /** The trigger's id, so a dialog opened from an item can give focus back to it. */
  id?: string;
}

/**
 * A row's actions behind one button (WAI-ARIA menu button on Radix DropdownMenu): arrow keys move, Enter or
 * Space chooses, Escape closes and focus returns to the button; typing a letter jumps to an item. Radix keeps
 * the menu inside the viewport. Not modal: an item that opens a dialog hands over to it without fighting over
 * focus or pointer events.
 */
export function ActionMenu({ label, text, items, id }: ActionMenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>
        <button
          id={id}
          type="button"
          className={`${buttonClass('secondary', 'small')}${text ? '' : ' icon-button'}`}
          aria-label={label}
        >
          <MoreHorizontal className="icon" aria-hidden="true" />
          {text ? <span aria-hidden="true">{text}</span> : null}
        </button>
      </RadixMenu.Trigger>
      {/* Not portalled: the menu stays in its row's landmark (axe "region"); Radix positions it fixed, on screen. */}
      <RadixMenu.Content className="menu" align="end" sideOffset={4} collisionPadding={8} aria-label={label}>
        {items.map(({ id: itemId, label: itemLabel, icon: Icon, destructive, onSelect }) => (
          <RadixMenu.Item
            key={itemId}
            className={`menu__item${destructive ? ' menu__item--destructive' : ''}`}
            onSelect={onSelect}
          >
            {Icon ? <Icon className="icon" aria-hidden="true" /> : null}
            {itemLabel}
          </RadixMenu.Item>
        ))}
      </RadixMenu.Content>
    </RadixMenu.Root>
  );
}
