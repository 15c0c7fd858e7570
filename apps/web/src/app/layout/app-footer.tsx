import { Anchor, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import classes from './app-footer.module.css';

export function AppFooter({ signedIn = true }: { signedIn?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer className={classes.footer}>
      <span>{t('footer.copyright', { year: String(new Date().getFullYear()) })}</span>
      <Group gap="md">
        {/* GeoNames place data is CC BY 4.0: it asks to be credited. */}
        <Anchor
          href="https://www.geonames.org/"
          target="_blank"
          rel="noopener noreferrer"
          size="xs"
          c="gray.7"
        >
          {t('footer.placeData')}
        </Anchor>
        {signedIn && (
          <Anchor component={Link} to="/privacy" size="sm" c="gray.7">
            {t('footer.privacy')}
          </Anchor>
        )}
      </Group>
    </footer>
  );
}
