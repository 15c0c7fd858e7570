// The home dashboard at /talent/home (spec 3 section 2): arrival messages, the business card and
// resume, the job alert listing and the browse-communities banner on the left; profile
// completion and the stats on the right. Each part loads (and fails) on its own.
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/api/get-session';
import { PageHeader } from '../../../shared/ui/page-header';
import { PagePart } from '../../../shared/ui/page-part';
import { JobAlertListing } from '../../job-alerts';
import { CommunitiesBanner, ProfileHomeCards, ProfileHomeProvider } from '../../profile';
import { ArrivalMessages } from '../components/arrival-messages';
import { DashboardStatusPanel } from '../components/dashboard-status-panel';
import classes from '../components/home.module.css';
import { useEditBusinessCardRequest } from '../lib/use-edit-business-card-param';
import { useRefreshDashboardAfterWrites } from '../lib/use-refresh-after-writes';

export function HomePage() {
  const { t } = useTranslation();
  const session = useSession();
  const [editBusinessCardRequest, editBusinessCard] = useEditBusinessCardRequest();
  useRefreshDashboardAfterWrites();
  return (
    <ProfileHomeProvider>
      <PageHeader title={t('home.welcome', { name: session.fullName || session.email })} />
      <Stack gap="lg">
        <ArrivalMessages />
        <div className={classes.columns}>
          <div className={classes.cards}>
            <PagePart>
              <ProfileHomeCards editBusinessCardRequest={editBusinessCardRequest} />
            </PagePart>
          </div>
          <div className={classes.side}>
            <PagePart>
              <DashboardStatusPanel onEditBusinessCard={editBusinessCard} />
            </PagePart>
          </div>
          <div className={classes.listing}>
            <PagePart>
              <JobAlertListing />
            </PagePart>
          </div>
        </div>
        <PagePart>
          <CommunitiesBanner />
        </PagePart>
      </Stack>
    </ProfileHomeProvider>
  );
}
