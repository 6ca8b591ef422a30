import type { CurrentUser } from '@tessera/shared';

/** The user's small avatar, or their initials when there is none (decorative: the name sits beside it). */
export function Avatar({ user }: { user: Pick<CurrentUser, 'avatar_small' | 'first_name' | 'last_name'> }) {
  if (user.avatar_small) return <img className="avatar" src={user.avatar_small} alt="" width={32} height={32} />;
  const initials = `${user.first_name.charAt(0)}${user.last_name.charAt(0)}`.toUpperCase();
  return (
    <span className="avatar avatar--initials" aria-hidden="true">
      {initials}
    </span>
  );
}
