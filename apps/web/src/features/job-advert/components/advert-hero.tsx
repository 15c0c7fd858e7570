// The hero band: the advert's background image (or the brand's colours) with the company's
// logo and name. It is also the anchor 'Back to top' returns to.
import type { CareersJobAdvert } from '@talent/contract';
import { useTranslation } from 'react-i18next';
import classes from './job-advert.module.css';

export const ADVERT_TOP_ID = 'advert-top';

export function AdvertHero({ job, logoUrl }: { job: CareersJobAdvert; logoUrl: string | null }) {
  const { t } = useTranslation();
  const image = job.heroImageUrl;
  return (
    <div
      id={ADVERT_TOP_ID}
      tabIndex={-1}
      className={image ? `${classes.hero} ${classes.heroWithImage}` : classes.hero}
      style={image ? { backgroundImage: `url("${encodeURI(image)}")` } : undefined}
      data-testid="advert-hero"
    >
      <div className={classes.heroBrand}>
        {logoUrl && (
          <img
            className={classes.logo}
            src={logoUrl}
            alt={t('jobAdvert.companyLogo', { company: job.companyName })}
          />
        )}
        <div style={{ minWidth: 0 }}>
          <div className={classes.heroCompany}>{job.companyName}</div>
          <div className={classes.heroCommunity}>{job.communityName}</div>
        </div>
      </div>
    </div>
  );
}
