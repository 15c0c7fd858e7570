// The resume pre-fill of the Resume section (spec 2 section 4.2): the offer while the resume can
// pre-fill, has not been and was not dismissed; the busy view while it runs; the review message
// afterwards until dismissed or cleared. Reached with ?reference=jobApplicationSubmitted and a
// resume, the review shows in yellow and its dismissal is forgotten.
import { notifications } from '@mantine/notifications';
import type { CvFileResponse } from '@talent/contract';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useTalentLocalStore } from '../../../shared/local-store/use-talent-local-store';
import { useClearWebResume } from './api/clear-webresume';
import { PrefillProgress, PrefillPrompt } from './prefill-prompt';
import { PrefillReview } from './prefill-review';
import { usePrefillFlow } from './use-prefill-flow';

export const JOB_APPLICATION_SUBMITTED = 'jobApplicationSubmitted';

export function ResumePrefill({ cv }: { cv: CvFileResponse }) {
  const { t } = useTranslation();
  const [store, updateStore] = useTalentLocalStore();
  const [searchParams] = useSearchParams();
  const clear = useClearWebResume();
  const flow = usePrefillFlow({
    // A review dismissed for an earlier resume must not hide this one's.
    onDone: () => updateStore({ ignoreParsedCvMessage: false }),
  });
  const fromApplication =
    searchParams.get('reference') === JOB_APPLICATION_SUBMITTED && cv.file !== null;

  const resetOnce = useRef(false);
  useEffect(() => {
    if (!fromApplication || resetOnce.current) return;
    resetOnce.current = true;
    updateStore({ ignoreParsedCvMessage: false });
  }, [fromApplication, updateStore]);

  if (!cv.file) return null;
  if (flow.running) return <PrefillProgress />;

  const offer = cv.canPreFillFromCv && !cv.hasPreFilled && !store.ignoreCvImport;
  const review = (cv.hasPreFilled || fromApplication) && !store.ignoreParsedCvMessage;

  const clearAll = async () => {
    updateStore({ ignoreParsedCvMessage: true });
    await clear.mutateAsync(undefined, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: t('profileEditor.files.resume.cleared'),
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
      onError: showErrorToast,
    });
  };

  return (
    <>
      {review && (
        <PrefillReview
          variant={fromApplication ? 'jobApplicationSubmitted' : 'prefilled'}
          clearing={clear.isPending}
          onDismiss={() => updateStore({ ignoreParsedCvMessage: true })}
          onClearAll={clearAll}
        />
      )}
      {offer && (
        <PrefillPrompt
          onPreFill={() => void flow.start()}
          onDismiss={() => updateStore({ ignoreCvImport: true })}
        />
      )}
    </>
  );
}
