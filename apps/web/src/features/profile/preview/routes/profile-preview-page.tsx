// The talent's own profile as a company sees it (spec 2 section 2.3, profile visibility): the
// network view (personal details hidden until a company connects) or the connections view.
// Reached from the visibility control's View links and 'View your profile'.
import { Alert, Anchor, Center, Group, Loader, Stack } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle } from '@tabler/icons-react';
import { type PreviewView, previewViews } from '@talent/contract';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useErrorToast } from '../../../../shared/hooks/use-error-toast';
import { errorMessageOf } from '../../../../shared/lib/show-error-toast';
import { PageHeader } from '../../../../shared/ui/page-header';
import { useProfilePreview } from '../api/get-profile-preview';
import { PreviewCardView } from '../components/preview-card';
import { PreviewResume } from '../components/preview-resume';

const isView = (value: string | undefined): value is PreviewView =>
  previewViews.includes(value as PreviewView);

export function ProfilePreviewPage() {
  const { view } = useParams();
  const { t } = useTranslation();
  const back = (
    <Anchor component={Link} to="/profile" fw={500}>
      <Group gap={4} component="span" wrap="nowrap">
        <IconArrowLeft size={16} aria-hidden />
        {t('profileEditor.businessCard.backToEditor')}
      </Group>
    </Anchor>
  );
  return (
    <Stack gap="lg">
      <PageHeader
        title={`${t('profileEditor.businessCard.previewTitle')}: ${
          view === 'network'
            ? t('profileEditor.businessCard.networkTitle')
            : t('profileEditor.businessCard.connectionsTitle')
        }`}
      />
      {isView(view) ? <Preview view={view} back={back} /> : back}
    </Stack>
  );
}

function Preview({ view, back }: { view: PreviewView; back: ReactNode }) {
  const { t } = useTranslation();
  const preview = useProfilePreview(view);
  useErrorToast(preview.error);
  return (
    <>
      <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
        <Stack gap="xs">
          {view === 'network'
            ? t('profileEditor.businessCard.previewNetworkBanner')
            : t('profileEditor.businessCard.previewConnectionsBanner')}
          <div>{back}</div>
        </Stack>
      </Alert>
      {preview.data ? (
        <>
          <PreviewCardView card={preview.data.card} />
          <PreviewResume resume={preview.data.resume} />
        </>
      ) : preview.isError ? (
        <Alert color="red" variant="light">
          {errorMessageOf(preview.error)}
        </Alert>
      ) : (
        <Center py="xl">
          <Loader aria-label={t('common.loading')} />
        </Center>
      )}
    </>
  );
}
