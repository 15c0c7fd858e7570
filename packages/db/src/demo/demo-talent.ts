// The demo talent's profile (Alex Morgan) as rows, without the talent id: the caller signs the
// user up through the auth library, which creates the talent row, and seeding then attaches
// these rows to it. Dates are relative to "now" so the profile never ages.

import type * as schema from '../schema';
import { buildCatalogueModel, type CatalogueModel, planForSegment } from './catalogue';
import {
  DEMO_CONNECTIONS,
  DEMO_IT_SKILLS,
  DEMO_LANGUAGES,
  DEMO_LINKS,
  DEMO_NEWCOMER,
  DEMO_QUALIFICATIONS,
  DEMO_ROLES,
  DEMO_SKILLS,
  DEMO_TALENT,
  type DemoConnectionDef,
} from './content/demo-talent';
import { PLACES_BY_NAME } from './content/places';
import { demoUuid } from './ids';
import {
  addDays,
  createRandom,
  isoDay,
  MS_PER_DAY,
  mixSeed,
  type Random,
  roundTime,
} from './random';
import type {
  ConnectionRequestRow,
  ConnectionRow,
  GeneratorOptions,
  TalentProfileFields,
  TalentRoleRow,
  TalentSkillRow,
} from './types';

type TalentRow<
  Table extends 'talentExternalLink' | 'talentQualification' | 'talentItSkill' | 'talentLanguage',
> = (typeof schema)[Table]['$inferInsert'] & { id: string };

/** Availability: 1 is the first option, job seeker (spec 2, availability dropdown). */
export const DEMO_JOB_SEARCH_STATUS_ID = 1;
/** Profile status 2: visible to connected companies only. */
export const DEMO_PROFILE_STATUS = 2;

export interface DemoTalentProfile {
  talent: TalentProfileFields;
  roles: Omit<TalentRoleRow, 'talentId'>[];
  skills: Omit<TalentSkillRow, 'talentId'>[];
  connections: Omit<ConnectionRow, 'talentId'>[];
  /** The companies' requests of the connections waiting for an answer (and declined ones). */
  connectionRequests: ConnectionRequestRow[];
  links: Omit<TalentRow<'talentExternalLink'>, 'talentId'>[];
  qualifications: Omit<TalentRow<'talentQualification'>, 'talentId'>[];
  itSkills: Omit<TalentRow<'talentItSkill'>, 'talentId'>[];
  languages: Omit<TalentRow<'talentLanguage'>, 'talentId'>[];
}

/** First day of the month `monthsAgo` months before `now` (UTC). */
function monthStart(now: Date, monthsAgo: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo, 1));
}

/** Last day of that month: day 0 of the next month. */
function monthEnd(now: Date, monthsAgo: number): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - monthsAgo + 1, 0));
}

function talentFields(now: Date): TalentProfileFields {
  const place = PLACES_BY_NAME.get(DEMO_TALENT.address.place);
  if (!place) throw new Error('The demo talent lives in an unknown place');
  return {
    currentRole: DEMO_TALENT.currentRole,
    bioMessage: DEMO_TALENT.bioMessage,
    addressLine1: DEMO_TALENT.address.addressLine1,
    addressLine2: null,
    suburb: place.name,
    postcode: place.postcode,
    state: place.state,
    countryIso2: place.countryIso2,
    // The talent table stores coordinates as text.
    latitude: place.latitude.toFixed(4),
    longitude: place.longitude.toFixed(4),
    careerSummary: DEMO_TALENT.careerSummary,
    skillsSummary: DEMO_TALENT.skillsSummary,
    achievements: DEMO_TALENT.achievements,
    profileStatus: DEMO_PROFILE_STATUS,
    jobSearchStatusId: DEMO_JOB_SEARCH_STATUS_ID,
    noWorkHistory: false,
    noQualifications: false,
    noItSkills: false,
    noLicences: false,
    updatedAt: now,
  };
}

export function generateDemoTalentProfile({ seed, now }: GeneratorOptions): DemoTalentProfile {
  const rnd = createRandom(mixSeed(seed, 'demo-talent'));
  const model = buildCatalogueModel({ seed, now });

  const roles = DEMO_ROLES.map((def, i): Omit<TalentRoleRow, 'talentId'> => {
    const isCurrent = def.endMonthsAgo === null;
    return {
      id: demoUuid(seed, 'talent-role', i),
      roleTitle: def.roleTitle,
      company: def.company,
      division: def.division,
      fromDate: isoDay(monthStart(now, def.startMonthsAgo)),
      toDate: def.endMonthsAgo === null ? null : isoDay(monthEnd(now, def.endMonthsAgo)),
      isCurrent,
      // The current role is the one shown on the business card.
      isPrimary: isCurrent,
      hideCompany: false,
      extendedJobDesc: def.extendedJobDesc,
      responsibilities: [...def.responsibilities],
      achievementsList: [...def.achievements],
      specialities: [...def.specialities],
      countryIso2: 'AU',
      locationLabel: def.location,
      professionId: def.profession[0],
      professionLabel: def.profession[1],
      industryId: def.industry[0],
      industryLabel: def.industry[1],
      createdAt: now,
    };
  });

  const skills = DEMO_SKILLS.map((label, position) => ({
    id: demoUuid(seed, 'talent-skill', position),
    label,
    position,
  }));

  const connections = DEMO_CONNECTIONS.map((def, i) =>
    connectionRow(def, demoUuid(seed, 'connection', i), model, rnd, now),
  );

  const connectionRequests = connections.flatMap((c, i) =>
    requestsOf(c, demoUuid(seed, 'connection-request', i)),
  );

  const links = DEMO_LINKS.map((link, position) => ({
    id: demoUuid(seed, 'talent-link', position),
    ...link,
    position,
  }));
  const year = now.getUTCFullYear();
  const qualifications = DEMO_QUALIFICATIONS.map(({ completedYearsAgo, ...def }, i) => ({
    id: demoUuid(seed, 'talent-qualification', i),
    ...def,
    yearCompleted: completedYearsAgo === null ? 0 : year - completedYearsAgo,
    createdAt: now,
  }));
  const itSkills = DEMO_IT_SKILLS.map((skill, position) => ({
    id: demoUuid(seed, 'talent-it-skill', position),
    skillGroup: skill.group,
    level: skill.level,
    skillId: skill.id,
    label: skill.label,
    position,
  }));
  const languages = DEMO_LANGUAGES.map((language, i) => ({
    id: demoUuid(seed, 'talent-language', i),
    ...language,
    createdAt: now,
  }));

  return {
    talent: talentFields(now),
    roles,
    skills,
    connections,
    connectionRequests,
    links,
    qualifications,
    itSkills,
    languages,
  };
}

function connectionRow(
  def: DemoConnectionDef,
  id: string,
  model: CatalogueModel,
  rnd: Random,
  now: Date,
): Omit<ConnectionRow, 'talentId'> {
  const connectedAt = def.connectedDaysAgo
    ? roundTime(addDays(now, -rnd.int(...def.connectedDaysAgo)), 60_000)
    : null;
  return {
    id,
    communityId: planForSegment(model, def.segmentCode).community.id,
    statusName: def.statusName,
    relationship: def.relationship,
    jobAlertsEnabled: def.jobAlertsEnabled,
    initiallyConnectedAt: connectedAt,
    // Whole days plus the time of day of "now", so 'expires in N days' reads exactly.
    consentExpiry: def.consentExpiresInDays
      ? addDays(now, rnd.int(...def.consentExpiresInDays))
      : null,
    createdAt: connectedAt ?? roundTime(addDays(now, -rnd.int(2, 20)), MS_PER_DAY),
    jobAlertKeywords: def.jobAlertKeywords ?? null,
    jobAlertFrequency: def.jobAlertKeywords ? 7 : null,
    jobAlertPreferencesAt: def.jobAlertKeywords && connectedAt ? addDays(connectedAt, 30) : null,
  };
}

/** A connection waiting for an answer (or declined) holds the company's request. */
function requestsOf(
  connection: Omit<ConnectionRow, 'talentId'>,
  id: string,
): ConnectionRequestRow[] {
  const waiting = ['New', 'Pending', 'Declined'].includes(connection.statusName);
  return waiting
    ? [{ id, connectionId: connection.id, createdAt: connection.createdAt ?? new Date() }]
    : [];
}

/** The newcomer's profile: a role title and one connection to a community with no open job. */
export function generateNewcomerProfile({ seed, now }: GeneratorOptions) {
  const rnd = createRandom(mixSeed(seed, 'demo-newcomer'));
  const model = buildCatalogueModel({ seed, now });
  return {
    talent: { currentRole: DEMO_NEWCOMER.currentRole, updatedAt: now },
    connections: [
      connectionRow(
        DEMO_NEWCOMER.connection,
        demoUuid(seed, 'newcomer-connection', 0),
        model,
        rnd,
        now,
      ),
    ],
  };
}
