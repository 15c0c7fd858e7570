// Links to the privacy policy and the security information (new tabs, so the page stays put),
// and the Privacy Manager's address.
import { Anchor, Group, Text, VisuallyHidden } from '@mantine/core';
import { IconExternalLink, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useAppConfig } from '../../../shared/api/get-app-config';
import { PrivacySection } from './privacy-section';

function ExternalLink({ href, label }: { href: string; label: string }) {
  const { t } = useTranslation();
  return (
    <Anchor href={href} target="_blank" rel="noopener noreferrer" fw={500}>
      <Group gap={4} wrap="nowrap" component="span">
        {label}
        <IconExternalLink size={14} aria-hidden />
        {/* The space keeps the words apart when read aloud. */}{' '}
        <VisuallyHidden>{t('privacy.information.opensInNewTab')}</VisuallyHidden>
      </Group>
    </Anchor>
  );
}

export function PrivacyInformationSection() {
  const { t } = useTranslation();
  const config = useAppConfig();
  return (
    <PrivacySection
      title={t('privacy.information.title')}
      description={t('privacy.information.text')}
    >
      <Group gap="lg" wrap="wrap">
        <ExternalLink
          href={config.privacyPolicyUrl}
          label={t('privacy.information.privacyPolicy')}
        />
        <ExternalLink href={config.securityInfoUrl} label={t('privacy.information.securityInfo')} />
      </Group>
      <Text size="sm">
        {t('privacy.information.contact')}{' '}
        <Anchor href={`mailto:${config.privacyContactEmail}`} fw={500}>
          <Group gap={4} wrap="nowrap" component="span" style={{ display: 'inline-flex' }}>
            <IconMail size={14} aria-hidden />
            {config.privacyContactEmail}
          </Group>
        </Anchor>
      </Text>
    </PrivacySection>
  );
}
