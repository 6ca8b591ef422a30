import type { NamespaceTexts } from '../../../lib/i18n';

const en = {
  title: 'Notifications',
  titleUnread_one: 'Notifications, {{count}} unread',
  titleUnread_other: 'Notifications, {{count}} unread',
  empty: 'No notifications yet. Updates about your work will appear here.',
  unread: 'Unread:',
};

export const notificationsLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    title: 'Notificaciones',
    titleUnread_one: 'Notificaciones, {{count}} sin leer',
    titleUnread_other: 'Notificaciones, {{count}} sin leer',
    empty: 'Todavía no hay notificaciones. Aquí aparecerán las novedades sobre su trabajo.',
    unread: 'Sin leer:',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    notifications: typeof en;
  }
}
