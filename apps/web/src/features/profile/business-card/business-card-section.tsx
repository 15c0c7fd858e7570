// Business card with its action bar: visibility, availability, preview link, last updated
// (spec 2 sections 2.3, 4.3). Display to Edit on Edit; save or cancel returns to Display.
// Home also opens the editor from outside the card (spec 3 section 2).
import { Group, Skeleton, Stack } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useRef, useTransition } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorToast } from '../../../shared/hooks/use-error-toast';
import { ProfileSection } from '../section-mode/profile-section';
import { SectionActionButton } from '../section-mode/section-buttons';
import { useSectionMode } from '../section-mode/section-mode';
import { SectionLoadError } from '../section-mode/section-states';
import { useBusinessCard } from './api/get-business-card';
import { CardActionBar } from './components/card-action-bar';
import { CardDisplay } from './components/card-display';

// The editor brings the form library and its inputs (skill tags, place search, manual address),
// which the card's first view does without: its own chunk, asked for as soon as Edit is pointed
// at or focused. Opening is a transition, so the card stays as it is until the editor's code is
// there (at once when it was asked for ahead) and the editor then shows filled in and takes
// focus, with no placeholder and no second jump in between.
const loadCardEditForm = () => import('./components/card-edit-form');
const CardEditForm = lazy(() => loadCardEditForm().then((m) => ({ default: m.CardEditForm })));
const preloadCardEditForm = () => void loadCardEditForm();

function CardSkeleton() {
  return (
    <Group gap="lg" wrap="nowrap" aria-busy>
      <Skeleton circle height={112} width={112} />
      <Stack gap="xs" style={{ flex: 1 }}>
        <Skeleton height={24} width="40%" />
        <Skeleton height={16} width="60%" />
        <Skeleton height={48} />
      </Stack>
    </Group>
  );
}

interface BusinessCardSectionProps {
  /** Raise it to open the editor from elsewhere on the page (home's ?edit=business-card). */
  editRequest?: number;
}

export function BusinessCardSection({ editRequest = 0 }: BusinessCardSectionProps) {
  const { t } = useTranslation();
  const card = useBusinessCard();
  useErrorToast(card.error);
  const section = useSectionMode('business-card', false);
  const loaded = card.data !== undefined;
  const handledRequest = useRef(0);
  const enterEdit = section.startEdit;
  // While the editor's code is still on its way, the button says so.
  const [opening, startTransition] = useTransition();
  const startEdit = useCallback(() => startTransition(enterEdit), [enterEdit]);
  useEffect(() => {
    // Once the card has loaded, so the form opens filled in and takes focus.
    if (!loaded || editRequest === handledRequest.current) return;
    handledRequest.current = editRequest;
    startEdit();
  }, [editRequest, loaded, startEdit]);
  const editing = section.mode === 'Edit';
  return (
    <ProfileSection
      anchor="business-card"
      title={
        editing
          ? t('profileEditor.businessCard.editHeading')
          : t('profileEditor.businessCard.title')
      }
      locked={section.locked}
      editing={editing}
      actions={
        !editing &&
        card.data && (
          <SectionActionButton
            kind="edit"
            onClick={startEdit}
            onPreload={preloadCardEditForm}
            loading={opening}
            disabled={section.locked}
            aria-label={t('profileEditor.businessCard.editCard')}
          >
            {t('profileEditor.businessCard.edit')}
          </SectionActionButton>
        )
      }
    >
      {/* Always there, so an opening in a transition keeps the card on screen while it waits. */}
      <Suspense fallback={<CardSkeleton />}>
        {card.data ? (
          editing ? (
            <CardEditForm card={card.data} onDone={section.finish} />
          ) : (
            <>
              <CardDisplay card={card.data} locked={section.locked} />
              <CardActionBar card={card.data} locked={section.locked} />
            </>
          )
        ) : card.isError ? (
          <SectionLoadError error={card.error} onRetry={() => void card.refetch()} />
        ) : (
          <CardSkeleton />
        )}
      </Suspense>
    </ProfileSection>
  );
}
