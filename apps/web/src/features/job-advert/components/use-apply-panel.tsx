// Where the apply widget goes (spec 2 sections 2.1 and 4.1): in the side column on wide
// screens; below 991px inline in the body while the apply state is Simple or Information, and
// as a full-screen overlay (with a close button) for the Form, which opens when the Apply
// button is clicked and whenever the state turns into Form.
import { Button, Modal } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { APP_BASE_PATH, type CareersJobAdvert } from '@talent/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useScreenQuery } from '../../../shared/hooks/use-screen-query';
import { loginPath } from '../../../shared/lib/return-url';
import { showErrorToast } from '../../../shared/lib/show-error-toast';
import { useApplyForJob } from '../api/apply-for-job';
import { useMyApplication } from '../api/get-my-application';
import { useCareersViewer } from '../api/use-careers-client';
import { type ApplyView, applyView, isInline } from '../lib/apply-state';
import { ApplyWidget } from './apply-widget';
import classes from './job-advert.module.css';

/** Spec 2 section 9: the breakpoint is 991 px; below it the screen is small. */
export const SMALL_SCREEN_QUERY = '(max-width: 990.98px)';

export interface ApplyPanel {
  view: ApplyView;
  /** For the side column (wide screens). */
  aside: ReactNode;
  /** For the body (small screens): the inline widget, or the Apply button for the overlay. */
  body: ReactNode;
  overlay: ReactNode;
}

export function useApplyPanel(
  job: CareersJobAdvert,
  options: { closed: boolean; preview: boolean },
): ApplyPanel {
  const { t } = useTranslation();
  const { session } = useCareersViewer();
  const location = useLocation();
  // Unknown on the server: the widget is drawn in both places, the page's styles showing one.
  const small = useScreenQuery(SMALL_SCREEN_QUERY);
  const [formOpen, setFormOpen] = useState(false);
  const [overlayOpen, setOverlayOpen] = useState(false);
  const signedIn = Boolean(session);
  const application = useMyApplication(job.segmentCode, job.urlCode, signedIn && !options.preview);
  const apply = useApplyForJob();

  const view = applyView({
    job,
    closed: options.closed,
    preview: options.preview,
    signedIn,
    application: application.data ?? null,
    formOpen,
  });

  const previous = useRef(view.state);
  useEffect(() => {
    if (view.state === 'Form' && previous.current !== 'Form') setOverlayOpen(true);
    if (view.state !== 'Form') setOverlayOpen(false);
    previous.current = view.state;
  }, [view.state]);

  const widget = (inOverlay = false) => (
    <ApplyWidget
      view={view}
      job={job}
      session={session}
      signInTo={loginPath(`${APP_BASE_PATH}${location.pathname}${location.search}`)}
      submitting={apply.isPending}
      inOverlay={inOverlay}
      onOpenForm={() => setFormOpen(true)}
      onCancel={() => setFormOpen(false)}
      onSubmit={() =>
        apply.mutate(
          { segmentCode: job.segmentCode, urlCode: job.urlCode },
          {
            onSuccess: () => {
              setFormOpen(false);
              notifications.show({
                color: 'green',
                message: t('jobAdvert.apply.submittedToast', { role: job.roleName }),
              });
            },
            onError: showErrorToast,
          },
        )
      }
    />
  );

  const inline = isInline(view.state);
  return {
    view,
    aside: small === true ? null : widget(),
    body:
      small === false ? null : (
        <div className={classes.bodyPanel}>
          {inline ? (
            widget()
          ) : (
            <Button fullWidth size="md" onClick={() => setOverlayOpen(true)}>
              {t('jobAdvert.apply.applyNow')}
            </Button>
          )}
        </div>
      ),
    overlay: (
      <Modal
        opened={small === true && !inline && overlayOpen}
        onClose={() => setOverlayOpen(false)}
        fullScreen
        title={t('jobAdvert.apply.overlayTitle', { role: job.roleName })}
        closeButtonProps={{ 'aria-label': t('common.close') }}
        centered={false}
      >
        {widget(true)}
      </Modal>
    ),
  };
}
