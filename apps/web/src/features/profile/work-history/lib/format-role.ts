// How a role reads in display mode: 'MMM yyyy' dates (spec 2 section 9), the title line.
import type { Role } from '@talent/contract';
import { format, parseISO } from 'date-fns';

export const formatRoleMonth = (isoDate: string) => format(parseISO(isoDate), 'MMM yyyy');

/** 'Mar 2020 – Jun 2022' or 'Mar 2020 – Present'. */
export function formatRoleDates(
  role: Pick<Role, 'fromDate' | 'toDate' | 'isCurrent'>,
  present: string,
) {
  const end = role.isCurrent || !role.toDate ? present : formatRoleMonth(role.toDate);
  return `${formatRoleMonth(role.fromDate)} – ${end}`;
}

/** The division and company after the title: 'Operations, Acme Mining'. */
export const roleOrganisation = (role: Pick<Role, 'division' | 'company'>) =>
  [role.division, role.company].filter(Boolean).join(', ');
