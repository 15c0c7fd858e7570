import i18next from 'i18next';
import { showReloadToast } from '../reload-toast';

export const OUT_OF_DATE_TOAST_ID = 'app-out-of-date';

export function showOutOfDateToast(): void {
  showReloadToast({
    id: OUT_OF_DATE_TOAST_ID,
    color: 'yellow',
    title: i18next.t('toasts.outOfDateTitle'),
    message: i18next.t('toasts.outOfDateMessage'),
    reloadLabel: i18next.t('toasts.reload'),
    autoClose: false,
  });
}
