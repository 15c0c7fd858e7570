import { describe, expect, it } from 'vitest';
import { buildCatalogueModel } from './catalogue';
import { generateDemoTalentProfile } from './demo-talent';

const now = new Date('2025-06-15T09:30:00.000Z');
const DAY = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

describe('generateDemoTalentProfile', () => {
  const profile = generateDemoTalentProfile({ seed: 42, now });

  it('is the same for the same seed and differs for another', () => {
    expect(generateDemoTalentProfile({ seed: 42, now })).toEqual(profile);
    const other = generateDemoTalentProfile({ seed: 7, now });
    expect(other.connections.map((c) => c.id)).not.toEqual(profile.connections.map((c) => c.id));
  });

  it('fills the business card within its limits, living in a real Sydney suburb', () => {
    const t = profile.talent;
    expect(t.currentRole).toBe('Senior Software Engineer');
    expect(t.bioMessage?.length).toBeLessThanOrEqual(180);
    expect(t).toMatchObject({
      suburb: 'Surry Hills',
      postcode: '2010',
      state: 'NSW',
      countryIso2: 'AU',
    });
    expect(Number(t.latitude)).toBeCloseTo(-33.886, 2);
    expect(Number(t.longitude)).toBeCloseTo(151.211, 2);
    expect(t.profileStatus).toBe(2);
    expect(t.jobSearchStatusId).toBe(1);
    for (const text of [t.careerSummary, t.skillsSummary, t.achievements]) {
      expect(text?.length).toBeGreaterThan(50);
      expect(text?.length).toBeLessThanOrEqual(2000);
    }
  });

  it('has 3-4 roles, one current and primary, with valid dates in order', () => {
    const { roles } = profile;
    expect(roles.length).toBeGreaterThanOrEqual(3);
    expect(roles.length).toBeLessThanOrEqual(4);
    const current = roles.filter((r) => r.isCurrent);
    expect(current).toHaveLength(1);
    expect(current[0]?.isPrimary).toBe(true);
    expect(current[0]?.toDate).toBeNull();
    expect(roles.filter((r) => r.isPrimary)).toHaveLength(1);
    for (const role of roles) {
      expect(role.fromDate).toMatch(ISO_DAY);
      expect(role.fromDate <= now.toISOString().slice(0, 10)).toBe(true);
      if (role.toDate) {
        expect(role.toDate).toMatch(ISO_DAY);
        expect(role.toDate > role.fromDate).toBe(true);
      }
      expect(role.specialities?.length).toBeGreaterThan(0);
      expect(role.specialities?.length).toBeLessThanOrEqual(5);
      expect(role.responsibilities?.length).toBeGreaterThan(0);
      expect(role.achievementsList?.length).toBeGreaterThan(0);
    }
    // Most recent first, and no two roles overlap.
    for (let i = 1; i < roles.length; i++) {
      expect((roles[i]?.toDate ?? '') < (roles[i - 1]?.fromDate ?? '')).toBe(true);
    }
  });

  it('has 8-12 distinct skills in order', () => {
    expect(profile.skills.length).toBeGreaterThanOrEqual(8);
    expect(profile.skills.length).toBeLessThanOrEqual(12);
    expect(new Set(profile.skills.map((s) => s.label)).size).toBe(profile.skills.length);
    expect(profile.skills.map((s) => s.position)).toEqual(profile.skills.map((_, i) => i));
  });

  it('connects to seven communities of the same-seed catalogue, one of each spec status', () => {
    const model = buildCatalogueModel({ seed: 42, now });
    const ids = new Set(model.communities.map((c) => c.id));
    const { connections } = profile;
    expect(connections).toHaveLength(7);
    expect(new Set(connections.map((c) => c.communityId)).size).toBe(7);
    for (const c of connections) expect(ids.has(c.communityId)).toBe(true);
    expect(connections.map((c) => c.statusName).sort()).toEqual([
      'Connected',
      'Connected',
      'Connected',
      'Declined',
      'New',
      'On Hold',
      'Pending',
    ]);
    expect(connections.map((c) => c.relationship)).toEqual(
      expect.arrayContaining(['internal', 'contractor', null]),
    );
  });

  it('has one connected community whose consent expires within 20 days, one lapsed', () => {
    const daysLeft = (c: (typeof profile.connections)[number]) =>
      c.consentExpiry ? (c.consentExpiry.getTime() - now.getTime()) / DAY : null;
    const connected = profile.connections.filter((c) => c.statusName === 'Connected');
    const soon = connected.filter((c) => {
      const d = daysLeft(c);
      return d !== null && d > 0 && d <= 20;
    });
    expect(soon).toHaveLength(1);
    expect(connected.filter((c) => (daysLeft(c) ?? 0) > 20)).toHaveLength(2);
    const onHold = profile.connections.filter((c) => c.statusName === 'On Hold');
    expect(onHold.map(daysLeft).every((d) => d !== null && d < 0)).toBe(true);
    const pending = profile.connections.find((c) => c.statusName === 'Pending');
    expect(pending?.initiallyConnectedAt).toBeNull();
    for (const c of connected)
      expect(c.initiallyConnectedAt?.getTime()).toBeLessThan(now.getTime());
  });

  it('gives each connection waiting for an answer, or declined, one request of its company', () => {
    const waiting = profile.connections.filter((c) =>
      ['New', 'Pending', 'Declined'].includes(c.statusName),
    );
    expect(profile.connectionRequests.map((r) => r.connectionId).sort()).toEqual(
      waiting.map((c) => c.id).sort(),
    );
  });

  it('sets up internal job alerts on the employer community only', () => {
    const withPreferences = profile.connections.filter((c) => c.jobAlertPreferencesAt);
    expect(withPreferences).toHaveLength(1);
    expect(withPreferences[0]?.relationship).toBe('internal');
    expect(withPreferences[0]?.jobAlertsEnabled).toBe(true);
    const enabled = profile.connections.filter((c) => c.jobAlertsEnabled);
    expect(enabled).toEqual(withPreferences);
  });
});
