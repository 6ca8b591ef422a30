import { Bell, BellOff } from 'lucide-react';
import { EmptyState } from '../../../components/ui/empty-state';
import { ResponsivePanel } from '../../../components/ui/popover';
import { useLocale, useT } from '../../../lib/i18n';
import { useNotifications } from '../api/get-notifications';

/** The top navigation's notifications: a bell with the unread count, the list in a popover (a sheet on a phone). */
export function NotificationsMenu({ userId }: { userId: string }) {
  const t = useT('notifications');
  const common = useT('common');
  const locale = useLocale();
  const notifications = useNotifications(userId);
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((item) => !item.read).length;
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ResponsivePanel
      trigger={
        <>
          <Bell className="icon" aria-hidden="true" />
          {unread > 0 ? (
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </>
      }
      triggerLabel={unread > 0 ? t('titleUnread', { count: unread }) : t('title')}
      triggerClassName="button button--ghost icon-button"
      title={t('title')}
    >
      {() =>
        notifications.isPending ? (
          <p>{common('loading')}</p>
        ) : list.length === 0 ? (
          <EmptyState icon={BellOff}>{t('empty')}</EmptyState>
        ) : (
          <ul className="notification-list">
            {list.map((item) => (
              <li key={item.id} className={item.read ? 'notification' : 'notification notification--unread'}>
                {item.link ? <a href={item.link}>{item.text}</a> : <span>{item.text}</span>}
                <time dateTime={item.created_at} className="notification__time">
                  {Number.isNaN(Date.parse(item.created_at))
                    ? item.created_at
                    : format.format(new Date(item.created_at))}
                </time>
              </li>
            ))}
          </ul>
        )
      }
    </ResponsivePanel>
  );
}
