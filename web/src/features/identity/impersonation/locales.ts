import type { NamespaceTexts } from '../../../lib/i18n';

/** The impersonation banner, on every signed-in page while acting as a user. */
const en = {
  actingAs: 'You are acting as {{name}}.',
  signedInAs: 'Signed in as {{name}}; everything you do is recorded.',
  revoke: 'Stop acting as this user',
};

export const impersonationLocales: NamespaceTexts<typeof en> = {
  en,
  es: {
    actingAs: 'Está actuando como {{name}}.',
    signedInAs: 'Sesión iniciada como {{name}}; todo lo que haga queda registrado.',
    revoke: 'Dejar de actuar como este usuario',
  },
};

declare module '../../../lib/i18n' {
  interface NamespaceResources {
    impersonation: typeof en;
  }
}
