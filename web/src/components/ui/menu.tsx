import * as RadixMenu from '@radix-ui/react-dropdown-menu';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ExternalLink } from './external-link';

export interface MenuLink {
  id: string;
  label: string;
  href: string;
  /** Opens in a new tab (and says so). */
  newTab?: boolean;
}

interface MenuProps {
  trigger: ReactNode;
  triggerClassName: string;
  /** The menu's accessible name. */
  label: string;
  links: readonly MenuLink[];
}

/** A menu button listing links (WAI-ARIA menu: arrow keys, typeahead, Escape), kept on screen by Radix. */
export function LinkMenu({ trigger, triggerClassName, label, links }: MenuProps) {
  return (
    <RadixMenu.Root modal={false}>
      <RadixMenu.Trigger asChild>
        <button type="button" className={triggerClassName}>
          {trigger}
        </button>
      </RadixMenu.Trigger>
      <RadixMenu.Portal>
        <RadixMenu.Content className="menu" align="start" sideOffset={6} collisionPadding={8} aria-label={label}>
          {links.map((link) => (
            <RadixMenu.Item key={link.id} asChild>
              {link.newTab ? (
                <ExternalLink href={link.href} className="menu__item">
                  {link.label}
                </ExternalLink>
              ) : (
                <Link to={link.href} className="menu__item">
                  {link.label}
                </Link>
              )}
            </RadixMenu.Item>
          ))}
        </RadixMenu.Content>
      </RadixMenu.Portal>
    </RadixMenu.Root>
  );
}
