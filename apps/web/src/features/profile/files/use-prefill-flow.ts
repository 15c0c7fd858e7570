// The resume pre-fill flow of spec 2 section 4.2: wait until the resume is parsed (the progress
// asked every 2 s), ask for the pre-fill, wait until the profile is populated, wait a further
// 5 s, then read the whole profile again. A failed parse ends it with a toast of the server's
// message; leaving the page ends it quietly.
import { notifications } from '@mantine/notifications';
import type { ParsingProgress } from '@talent/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { profileQueryKey } from './api/clear-webresume';
import { getParsingProgress } from './api/get-parsing-progress';
import { prefillFromCv } from './api/prefill-from-cv';

/** Spec 2 section 9. */
export const PARSING_POLL_MS = 2000;
export const AFTER_POPULATED_WAIT_MS = 5000;

class ParseFailed extends Error {}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });

/** Asks for the progress now and then every 2 s until `done` says so; a failed parse throws. */
async function pollUntil(done: (p: ParsingProgress) => boolean, signal: AbortSignal) {
  for (;;) {
    const progress = await getParsingProgress(signal);
    if (progress.failed) throw new ParseFailed(progress.message ?? '');
    if (done(progress)) return;
    await wait(PARSING_POLL_MS, signal);
  }
}

export function usePrefillFlow({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [running, setRunning] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const done = useRef(onDone);
  done.current = onDone;

  useEffect(() => () => controller.current?.abort(), []);

  const start = useCallback(async () => {
    if (controller.current && !controller.current.signal.aborted) return;
    const current = new AbortController();
    controller.current = current;
    const { signal } = current;
    setRunning(true);
    try {
      await pollUntil((p) => p.parsed, signal);
      await prefillFromCv(signal);
      await pollUntil((p) => p.populated, signal);
      await wait(AFTER_POPULATED_WAIT_MS, signal);
      await queryClient.invalidateQueries({ queryKey: profileQueryKey });
      if (!signal.aborted) done.current();
    } catch (error) {
      if (signal.aborted) return;
      if (error instanceof ParseFailed) {
        notifications.show({
          color: 'red',
          message: error.message || t('common.genericError'),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        // The offer goes: the server no longer offers this resume.
        void queryClient.invalidateQueries({ queryKey: profileQueryKey });
      } else {
        showErrorToast(error);
      }
    } finally {
      if (!signal.aborted) {
        setRunning(false);
        controller.current = null;
      }
    }
  }, [queryClient, t]);

  return { running, start };
}
