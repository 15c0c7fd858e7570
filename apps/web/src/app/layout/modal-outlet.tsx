// Route-driven modals: a child route flagged `handle.modal` renders in a dialog over its parent
// page; closing the dialog navigates back to the parent's URL.
import { Modal } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate, useOutlet, useResolvedPath } from 'react-router';
import { routeHandle } from '../../shared/lib/route-handle';

/** Renders `children` (the parent page) and, when a modal child route matches, its dialog. */
export function ModalOutlet({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const outlet = useOutlet();
  const navigate = useNavigate();
  const parent = useResolvedPath('.');
  const modal = useMatches()
    .map((match) => routeHandle(match.handle).modal)
    .findLast((handle) => handle !== undefined);

  return (
    <>
      {children}
      {outlet && modal && (
        <Modal
          opened
          onClose={() => navigate(parent.pathname)}
          title={t(modal.titleKey)}
          size={modal.size ?? 'md'}
          closeButtonProps={{ 'aria-label': t('common.close') }}
        >
          {outlet}
        </Modal>
      )}
    </>
  );
}
