/** How a state reads at a glance; the words always say it too (never colour alone). */
export type BadgeTone = 'success' | 'info' | 'neutral' | 'warning' | 'brand';

export interface Badge {
  label: string;
  tone: BadgeTone;
}

/**
 * A row of state badges (a rubric's or template's state, "Transfer waiting" beside it, a standard met): the
 * library's and editors' lists and headers show states this one way.
 */
export function StateBadges({ badges }: { badges: readonly Badge[] }) {
  return (
    <span className="state-badges">
      {badges.map((badge) => (
        <StateBadge key={badge.label} {...badge} />
      ))}
    </span>
  );
}

export function StateBadge({ label, tone }: Badge) {
  return <span className={`state-badge state-badge--${tone}`}>{label}</span>;
}
