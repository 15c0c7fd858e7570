import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import type { SideNavItem } from './side-nav-items';
import classes from './side-nav-links.module.css';

interface SideNavLinksProps {
  items: SideNavItem[];
  onNavigate?: () => void;
}

/** The tabs; NavLink marks the active one with aria-current="page" (also on its child pages). */
export function SideNavLinks({ items, onNavigate }: SideNavLinksProps) {
  const { t } = useTranslation();
  return (
    <ul className={classes.list}>
      {items.map(({ to, labelKey, icon: Icon, badge: Badge }) => (
        <li key={to}>
          <NavLink to={to} className={classes.link} onClick={onNavigate}>
            <Icon className={classes.icon} size={20} stroke={1.7} aria-hidden />
            <span className={classes.label}>{t(labelKey)}</span>
            {Badge && <Badge />}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
