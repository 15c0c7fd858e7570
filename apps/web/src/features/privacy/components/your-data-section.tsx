// The talent's data: the self-service ZIP download, and a mailed request to the Privacy Manager
// that names the user id (spec 3 section 2).
import { Anchor, Button, Stack, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { useSession } from '../../../shared/api/get-session';
import { DATA_EXPORT_PATH } from '../api/data-export';
import { mailtoHref } from '../lib/data-export-mailto';
import { PrivacySection } from './privacy-section';

export function YourDataSection() {
  const { t } = useTranslation();
  const config = useAppConfig();
  const { userId } = useSession();
  const contentsId = useId();
  const request = mailtoHref(
    config.privacyContactEmail,
    t('privacy.data.requestSubject', { userId }),
    t('privacy.data.requestBody', { userId }),
  );
  return (
    <PrivacySection title={t('privacy.data.title')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm" id={contentsId}>
          {t('privacy.data.downloadText')}
        </Text>
        {/* A plain same-origin link: the browser downloads the ZIP with the session cookie. */}
        <Button
          component="a"
          href={DATA_EXPORT_PATH}
          download
          aria-describedby={contentsId}
          leftSection={<IconDownload size={16} aria-hidden />}
        >
          {t('privacy.data.download')}
        </Button>
      </Stack>
      <Text size="sm">
        {t('privacy.data.requestText')}{' '}
        <Anchor href={request} fw={500}>
          {t('privacy.data.request')}
        </Anchor>
      </Text>
    </PrivacySection>
  );
}
