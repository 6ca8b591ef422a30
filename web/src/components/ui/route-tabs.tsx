import { Link } from 'react-router';

export interface RouteTab {
  id: string;
  label: string;
  to: string;
  current: boolean;
}

/**
 * Tabs that follow the route (spec 1 §2, spec 2 §2): each is a link, the current one carries
 * aria-current="page"; they wrap onto more lines rather than scroll sideways.
 */
export function RouteTabs({ label, tabs }: { label: string; tabs: readonly RouteTab[] }) {
  return (
    <nav aria-label={label}>
      <ul className="route-tabs">
        {tabs.map((tab) => (
          <li key={tab.id}>
            <Link className="route-tabs__link" to={tab.to} aria-current={tab.current ? 'page' : undefined}>
              {tab.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
