import { useTranslation } from 'react-i18next';
import { Disclosure } from '../../../components/ui/disclosure';
import { useNotifications } from '../api/get-notifications';

/** The top navigation's notifications: unread count on the button, the list in a panel. */
export function NotificationsMenu({ userId }: { userId: string }) {
  const { t, i18n } = useTranslation();
  const notifications = useNotifications(userId);
  const list = notifications.data?.notifications ?? [];
  const unread = list.filter((item) => !item.read).length;
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <Disclosure
      label={
        <>
          {t('notifications.title')}
          {unread > 0 ? (
            <span className="badge" aria-hidden="true">
              {unread}
            </span>
          ) : null}
        </>
      }
      ariaLabel={unread > 0 ? t('notifications.titleUnread', { count: unread }) : t('notifications.title')}
      panelClassName="disclosure__panel disclosure__panel--end"
    >
      {() =>
        notifications.isPending ? (
          <p>{t('common.loading')}</p>
        ) : list.length === 0 ? (
          <p>{t('notifications.empty')}</p>
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
    </Disclosure>
  );
}
