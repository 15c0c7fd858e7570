import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/api/get-session';
import { PageHeader } from '../../../shared/ui/page-header';

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  return <PageHeader title={t('home.welcome', { name: session.fullName || session.email })} />;
}
