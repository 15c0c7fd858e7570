import {
  businessCardSchema,
  businessCardMessages as M,
  profilePreviewSchema,
} from '@talent/contract';
import { schema } from '@talent/db';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeEachDatabase, withCookie } from '../../test/harness';
import { signUpTalent } from '../careers/test-support';

const API = '/api/talentapi';

const manualAddress = {
  address: { addressLine1: '48 Crown Street', addressLine2: 'Level 2' },
  suburb: { name: 'Surry Hills', postcode: '2010', state: { name: 'NSW' } },
  country: { iso2: 'AU', name: 'Australia' },
};
const validCard = {
  currentRole: 'Platform Engineer',
  bioMessage: 'Builds reliable platforms.',
  addressLocation: manualAddress,
  externalLinks: [{ linkUrl: 'https://www.linkedin.com/in/jane' }],
};

describeEachDatabase('business card', (ctx) => {
  let app: FastifyInstance;
  let jane: { cookie: string; talentId: string };
  let omar: { cookie: string; talentId: string };

  const call = (who: { cookie: string }, method: 'GET' | 'PUT', url: string, payload?: object) =>
    app.inject(withCookie(who.cookie, { method, url, ...(payload ? { payload } : {}) }));
  const putCard = (who: { cookie: string }, body: object) =>
    call(who, 'PUT', `${API}/businessCard`, body);
  const getCard = async (who: { cookie: string }) =>
    businessCardSchema.parse((await call(who, 'GET', `${API}/businessCard`)).json());

  beforeAll(async () => {
    app = ctx().app;
    jane = await signUpTalent(app);
    omar = await signUpTalent(app);
  });

  it('should require authentication', async () => {
    for (const [method, url] of [
      ['GET', `${API}/businessCard`],
      ['PUT', `${API}/businessCard`],
      ['GET', `${API}/privacy`],
      ['PUT', `${API}/privacy`],
      ['PUT', `${API}/job-search-status`],
      ['GET', `${API}/reference/linktypes`],
      ['GET', `${API}/profile-preview/network`],
    ] as const) {
      expect((await app.inject({ method, url, payload: {} })).statusCode).toBe(401);
    }
  });

  it('reads a new talent’s card: name from sign-up, no photo, private, no links', async () => {
    const card = await getCard(jane);
    expect(card).toMatchObject({
      avatarUrl: null,
      fullName: 'Test Talent',
      currentRole: null,
      addressLocation: null,
      externalLinks: [],
      specialities: [],
      privacy: { profileStatus: 2 },
    });
    expect(card.privacy.publicUrl).toMatch(/^\/talent\/profile\/preview\/network\/\w+$/);
    expect(card.privacy.privateUrl).toMatch(/^\/talent\/profile\/preview\/connections\/\w+$/);
    expect(Number.isNaN(Date.parse(card.lastUpdated))).toBe(false);
  });

  it('lists the link types, Other (the default) first with id 1', async () => {
    const response = await call(jane, 'GET', `${API}/reference/linktypes`);
    expect(response.json()).toEqual([
      { id: 1, name: 'Other' },
      { id: 2, name: 'Facebook' },
      { id: 3, name: 'Instagram' },
      { id: 4, name: 'LinkedIn' },
      { id: 5, name: 'Twitter' },
    ]);
  });

  describe('validation (spec 2 section 5)', () => {
    const rejects = async (body: object, field: string, message: string) => {
      const response = await putCard(jane, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields[field]).toBe(message);
    };

    it('requires the role title, at most 150 characters', async () => {
      await rejects({ ...validCard, currentRole: '  ' }, 'currentRole', M.roleTitleRequired);
      await rejects(
        { ...validCard, currentRole: 'x'.repeat(151) },
        'currentRole',
        M.roleTitleTooLong,
      );
      expect((await putCard(jane, { ...validCard, currentRole: 'x'.repeat(150) })).statusCode).toBe(
        200,
      );
    });

    it('takes a bio of at most 180 characters', async () => {
      await rejects({ ...validCard, bioMessage: 'b'.repeat(181) }, 'bioMessage', M.bioTooLong);
      expect((await putCard(jane, { ...validCard, bioMessage: 'b'.repeat(180) })).statusCode).toBe(
        200,
      );
    });

    it('requires each link URL and a dotted host after an optional http(s) scheme', async () => {
      const withLink = (linkUrl: string) => ({ ...validCard, externalLinks: [{ linkUrl }] });
      await rejects(withLink(''), 'externalLinks.0.linkUrl', M.linkUrlRequired);
      for (const bad of ['not a url', 'localhost', 'ftp://example.com', 'https://nodot']) {
        await rejects(withLink(bad), 'externalLinks.0.linkUrl', M.linkUrlInvalid);
      }
      for (const good of [
        'example.com',
        'http://example.com/me',
        'https://sub.example.com.au/x?y=1',
      ]) {
        expect((await putCard(jane, withLink(good))).statusCode).toBe(200);
      }
    });

    it('applies every manual address rule', async () => {
      const withAddress = (patch: object) => ({
        ...validCard,
        addressLocation: { ...manualAddress, ...patch },
      });
      await rejects(
        withAddress({ address: { addressLine1: '', addressLine2: null } }),
        'addressLocation.address.addressLine1',
        M.addressRequired,
      );
      await rejects(
        withAddress({ address: { addressLine1: 'a'.repeat(501), addressLine2: null } }),
        'addressLocation.address.addressLine1',
        M.addressTooLong,
      );
      await rejects(
        withAddress({ address: { addressLine1: '1 Main St', addressLine2: 'a'.repeat(501) } }),
        'addressLocation.address.addressLine2',
        M.addressLine2TooLong,
      );
      await rejects(
        withAddress({ suburb: { name: '', postcode: '2010', state: { name: 'NSW' } } }),
        'addressLocation.suburb.name',
        M.suburbRequired,
      );
      await rejects(
        withAddress({
          suburb: { name: 's'.repeat(151), postcode: '2010', state: { name: 'NSW' } },
        }),
        'addressLocation.suburb.name',
        M.suburbTooLong,
      );
      await rejects(
        withAddress({ suburb: { name: 'Surry Hills', postcode: '2010', state: { name: '' } } }),
        'addressLocation.suburb.state.name',
        M.stateRequired,
      );
      await rejects(
        withAddress({
          suburb: { name: 'Surry Hills', postcode: '2010', state: { name: 's'.repeat(151) } },
        }),
        'addressLocation.suburb.state.name',
        M.stateTooLong,
      );
      await rejects(
        withAddress({ suburb: { name: 'Surry Hills', postcode: '', state: { name: 'NSW' } } }),
        'addressLocation.suburb.postcode',
        M.postcodeRequired,
      );
      await rejects(
        withAddress({
          suburb: { name: 'Surry Hills', postcode: '12345678901', state: { name: 'NSW' } },
        }),
        'addressLocation.suburb.postcode',
        M.postcodeTooLong,
      );
      await rejects(
        withAddress({ country: { iso2: '', name: '' } }),
        'addressLocation.country.iso2',
        M.countryRequired,
      );
      await rejects(
        withAddress({ country: { iso2: 'QQ', name: 'Nowhere' } }),
        'addressLocation.country.iso2',
        M.countryRequired,
      );
    });

    it('answers a body that is not an object with 400, never 500', async () => {
      const response = await app.inject(
        withCookie(jane.cookie, {
          method: 'PUT',
          url: `${API}/businessCard`,
          headers: { 'content-type': 'application/json' },
          payload: '[1,2',
        }),
      );
      expect(response.statusCode).toBe(400);
    });
  });

  it('saves the card, types links on the server, replaces them and bumps lastUpdated', async () => {
    const before = await getCard(jane);
    const response = await putCard(jane, {
      ...validCard,
      externalLinks: [
        // The client's type is not trusted: the host decides.
        { linkUrl: 'https://www.linkedin.com/in/jane', linkTypeId: 2, linkTypeName: 'Facebook' },
        { linkUrl: 'facebook.com/jane' },
        { linkUrl: 'https://instagram.com/jane' },
        { linkUrl: 'https://x.com/jane' },
        { linkUrl: 'jane.dev' },
      ],
      specialities: ['Kubernetes', 'kubernetes', 'Go'],
    });
    expect(response.statusCode).toBe(200);
    const card = await getCard(jane);
    expect(card.externalLinks).toEqual([
      { linkUrl: 'https://www.linkedin.com/in/jane', linkTypeId: 4, linkTypeName: 'LinkedIn' },
      { linkUrl: 'facebook.com/jane', linkTypeId: 2, linkTypeName: 'Facebook' },
      { linkUrl: 'https://instagram.com/jane', linkTypeId: 3, linkTypeName: 'Instagram' },
      { linkUrl: 'https://x.com/jane', linkTypeId: 5, linkTypeName: 'Twitter' },
      { linkUrl: 'jane.dev', linkTypeId: 1, linkTypeName: 'Other' },
    ]);
    expect(card.specialities).toEqual([{ label: 'Kubernetes' }, { label: 'Go' }]);
    expect(card).toMatchObject({
      currentRole: 'Platform Engineer',
      bioMessage: 'Builds reliable platforms.',
      addressLocation: manualAddress,
    });
    expect(Date.parse(card.lastUpdated)).toBeGreaterThanOrEqual(Date.parse(before.lastUpdated));

    // Links are replaced; skills stay when the body leaves them out; the address can be cleared.
    await putCard(jane, {
      currentRole: 'Platform Engineer',
      externalLinks: [{ linkUrl: 'jane.dev' }],
      addressLocation: null,
    });
    const after = await getCard(jane);
    expect(after.externalLinks.map((l) => l.linkUrl)).toEqual(['jane.dev']);
    expect(after.specialities).toEqual([{ label: 'Kubernetes' }, { label: 'Go' }]);
    expect(after.addressLocation).toBeNull();
    expect(after.bioMessage).toBeNull();
  });

  it('stores a place picked in the search without address lines', async () => {
    const place = {
      address: null,
      suburb: { name: 'Surry Hills', postcode: '2010', state: { name: 'New South Wales' } },
      country: { iso2: 'AU' },
    };
    expect((await putCard(omar, { ...validCard, addressLocation: place })).statusCode).toBe(200);
    expect((await getCard(omar)).addressLocation).toEqual({
      ...place,
      country: { iso2: 'AU', name: 'Australia' },
    });
  });

  it('suggests the specialities of the talent’s own roles that the card does not show', async () => {
    const { db } = ctx().database;
    await db.insert(schema.talentRole).values([
      {
        talentId: jane.talentId,
        roleTitle: 'Engineer',
        company: 'Acme',
        fromDate: '2020-01-01',
        specialities: ['Go', 'Terraform', 'AWS'],
      },
      {
        talentId: jane.talentId,
        roleTitle: 'Developer',
        company: 'Beta',
        fromDate: '2018-01-01',
        specialities: ['terraform', 'React'],
      },
    ]);
    const card = await getCard(jane);
    expect(card.suggestedSpecialities).toEqual([
      { label: 'Terraform' },
      { label: 'AWS' },
      { label: 'React' },
    ]);
    // Another talent gets no suggestions from Jane's roles.
    expect((await getCard(omar)).suggestedSpecialities).toEqual([]);
  });

  it('changes profile visibility, for the caller only', async () => {
    const put = (who: { cookie: string }, profileStatus: unknown) =>
      call(who, 'PUT', `${API}/privacy`, { profileStatus });
    const response = await put(jane, 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ profileStatus: 1 });
    expect((await call(jane, 'GET', `${API}/privacy`)).json().profileStatus).toBe(1);
    expect((await call(omar, 'GET', `${API}/privacy`)).json().profileStatus).toBe(2);
    expect((await put(jane, 3)).statusCode).toBe(400);
    expect((await put(jane, '1')).statusCode).toBe(400);
    await put(jane, 2);
    expect((await getCard(jane)).privacy.profileStatus).toBe(2);
  });

  it('saves the availability status, one of the four', async () => {
    const put = (who: { cookie: string }, jobSearchStatusId: unknown) =>
      call(who, 'PUT', `${API}/job-search-status`, { jobSearchStatusId });
    expect((await put(jane, 3)).json()).toEqual({ jobSearchStatusId: 3 });
    expect((await getCard(jane)).jobSearchStatusId).toBe(3);
    expect((await getCard(omar)).jobSearchStatusId).toBeNull();
    const bad = await put(jane, 9);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.jobSearchStatusId).toBe(M.unknownJobSearchStatus);
  });

  it('one talent’s save never changes another’s card', async () => {
    await putCard(omar, { ...validCard, currentRole: 'Omar’s role' });
    expect((await getCard(jane)).currentRole).toBe('Platform Engineer');
  });

  describe('profile preview', () => {
    beforeAll(async () => {
      const { db } = ctx().database;
      await putCard(jane, { ...validCard, externalLinks: [{ linkUrl: 'jane.dev' }] });
      await db.insert(schema.talentRole).values({
        talentId: jane.talentId,
        roleTitle: 'Secret role',
        company: 'Hidden Pty Ltd',
        fromDate: '2015-01-01',
        hideCompany: true,
      });
    });

    const preview = async (view: string) => {
      const response = await call(jane, 'GET', `${API}/profile-preview/${view}`);
      expect(response.statusCode).toBe(200);
      return profilePreviewSchema.parse(response.json());
    };

    it('the network view hides personal details and hidden companies', async () => {
      const { card, resume } = await preview('network');
      expect(card).toMatchObject({
        displayName: 'T. T.',
        nameHidden: true,
        avatarUrl: null,
        externalLinks: [],
        currentRole: 'Platform Engineer',
      });
      expect(card.addressLocation?.address).toBeNull();
      expect(card.addressLocation?.suburb.name).toBe('Surry Hills');
      expect(resume.roles.find((r) => r.roleTitle === 'Secret role')?.company).toBe('');
      expect(resume.roles.find((r) => r.roleTitle === 'Engineer')?.company).toBe('Acme');
    });

    it('the connections view shows them', async () => {
      const { card, resume } = await preview('connections');
      expect(card).toMatchObject({ displayName: 'Test Talent', nameHidden: false });
      expect(card.externalLinks.map((l) => l.linkUrl)).toEqual(['jane.dev']);
      expect(card.addressLocation?.address?.addressLine1).toBe('48 Crown Street');
      expect(resume.roles.find((r) => r.roleTitle === 'Secret role')?.company).toBe(
        'Hidden Pty Ltd',
      );
    });

    it('shows the caller only their own profile', async () => {
      const response = await call(omar, 'GET', `${API}/profile-preview/connections`);
      expect(response.json().card.displayName).toBe('Test Talent');
      expect(response.json().resume.roles).toEqual([]);
      expect(response.json().card.currentRole).toBe('Omar’s role');
    });

    it('answers an unknown view with 400', async () => {
      const response = await call(jane, 'GET', `${API}/profile-preview/everyone`);
      expect(response.statusCode).toBe(400);
      expect(response.json().fields.view).toBe(M.unknownPreviewView);
    });
  });
});
