import i18next from 'i18next';
import { showReloadToast } from '../reload-toast';

export const SESSION_CHANGED_TOAST_ID = 'session-changed';
/** Spec 1 section 9: the toast stays for an hour. */
export const SESSION_CHANGED_TOAST_DURATION = 36_000_000;

export function showSessionChangedToast(): void {
  showReloadToast({
    id: SESSION_CHANGED_TOAST_ID,
    color: 'red',
    title: i18next.t('toasts.sessionChangedTitle'),
    message: i18next.t('toasts.sessionChangedMessage'),
    reloadLabel: i18next.t('toasts.reload'),
    autoClose: SESSION_CHANGED_TOAST_DURATION,
  });
}
