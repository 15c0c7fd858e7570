import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BrandMark } from '../../shared/ui/brand-mark';
import type { SideNavItem } from './side-nav-items';
import { SideNavLinks } from './side-nav-links';

interface MobileNavProps {
  id: string;
  opened: boolean;
  onClose: () => void;
  items: SideNavItem[];
}

/** At 991px and below the side nav moves into a drawer opened from the header's burger. */
export function MobileNav({ id, opened, onClose, items }: MobileNavProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      id={id}
      opened={opened}
      onClose={onClose}
      size={280}
      padding="md"
      title={<BrandMark />}
      closeButtonProps={{ 'aria-label': t('nav.closeMenu') }}
    >
      <nav aria-label={t('nav.mainNavigation')}>
        <SideNavLinks items={items} onNavigate={onClose} />
      </nav>
    </Drawer>
  );
}
