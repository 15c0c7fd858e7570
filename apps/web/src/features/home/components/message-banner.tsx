// One arrival message as its banner: the text, link, icon and close label of its kind.
import { IconBriefcase, IconConfetti, IconSparkles, IconUsersPlus } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { CompanyLogo } from '../../../shared/ui/company-logo';
import type { ArrivalBanner as Banner } from '../lib/arrival-messages';
import { ArrivalBanner } from './arrival-banner';

export function MessageBanner({ banner, onClose }: { banner: Banner; onClose: () => void }) {
  const { t } = useTranslation();
  switch (banner.kind) {
    case 'welcome':
      return (
        <ArrivalBanner
          color="blue"
          icon={<IconConfetti aria-hidden />}
          title={t('home.messages.welcomeTitle')}
          text={t('home.messages.welcomeBody')}
          link={{ to: '/profile', label: t('home.messages.welcomeLink') }}
          closeLabel={t('home.messages.dismissWelcome')}
          onClose={onClose}
        />
      );
    case 'connection':
      return (
        <ArrivalBanner
          color="yellow"
          icon={<IconUsersPlus aria-hidden />}
          text={t('home.messages.connection', { companyName: banner.companyName })}
          link={{ to: '/connections', label: t('home.messages.connectionLink') }}
          closeLabel={t('home.messages.dismissConnection', {
            companyName: banner.companyName,
          })}
          onClose={onClose}
        />
      );
    case 'job':
      return (
        <ArrivalBanner
          color="green"
          icon={<IconBriefcase aria-hidden />}
          text={t('home.messages.job', banner)}
          link={{ to: '/job-applications/applied', label: t('home.messages.jobLink') }}
          closeLabel={t('home.messages.dismissJob', banner)}
          onClose={onClose}
        />
      );
    case 'jobMatching':
      return (
        <ArrivalBanner
          color="violet"
          icon={
            banner.companyLogoUrl ? (
              <CompanyLogo companyName={banner.companyName} src={banner.companyLogoUrl} size={32} />
            ) : (
              <IconSparkles aria-hidden />
            )
          }
          title={t('home.messages.jobMatchingTitle')}
          text={t('home.messages.jobMatching', { companyName: banner.companyName })}
          link={{ to: '/job-matching', label: t('home.messages.jobMatchingLink') }}
          closeLabel={t('home.messages.dismissJobMatching')}
          onClose={onClose}
        />
      );
  }
}
