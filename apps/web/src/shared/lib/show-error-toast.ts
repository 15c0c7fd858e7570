// Failed calls are reported the same way everywhere: a red toast with the server's message.
import { notifications } from '@mantine/notifications';
import { GENERIC_ERROR_MESSAGE } from '@talent/contract';
import i18next from 'i18next';
import { HttpError } from './http';

/** The message to show for any thrown value; network and parsing failures get the generic one. */
export function errorMessageOf(error: unknown): string {
  return error instanceof HttpError ? error.message : GENERIC_ERROR_MESSAGE;
}

export function showErrorToast(error: unknown): void {
  notifications.show({
    color: 'red',
    message: errorMessageOf(error),
    closeButtonProps: { 'aria-label': i18next.t('common.close') },
  });
}
