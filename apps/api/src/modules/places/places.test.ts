import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase, signUp, withCookie } from '../../test/harness';

describeEachDatabase('places', (ctx) => {
  let app: FastifyInstance;
  let cookie: string;
  const get = (url: string) => app.inject(withCookie(cookie, { method: 'GET', url }));
  beforeAll(async () => {
    app = ctx().app;
    ({ cookie } = await signUp(app));
  });

  it('should require authentication', async () => {
    expect(
      (await app.inject({ method: 'GET', url: '/api/talentapi/places?term=bondi' })).statusCode,
    ).toBe(401);
  });

  it('autocompletes suburbs with coordinates, bounds and the distance unit', async () => {
    const places = (await get('/api/talentapi/places?term=Paramatta')).json();
    expect(places[0]).toMatchObject({
      name: 'Parramatta',
      stateCode: 'NSW',
      countryIso2: 'AU',
      distanceUnit: 'km',
      postcode: null,
    });
    expect(places[0].latitude).toBeCloseTo(-33.815, 1);
    expect(places[0].bounds.north).toBeGreaterThan(places[0].latitude);
    const london = (await get('/api/talentapi/places?term=London&country=GB')).json();
    expect(london[0].distanceUnit).toBe('miles');
  });

  it('answers 400 for an empty or overlong term', async () => {
    expect((await get('/api/talentapi/places?term=')).statusCode).toBe(400);
    expect((await get(`/api/talentapi/places?term=${'x'.repeat(101)}`)).json().message).toContain(
      'Place cannot be greater than 100 characters',
    );
  });

  it("lists countries with their unit and state filter, and a country's states", async () => {
    const countries = (await get('/api/talentapi/reference/countries')).json();
    expect(countries.find((c: { iso2: string }) => c.iso2 === 'US')).toMatchObject({
      distanceUnit: 'miles',
    });
    const states = (await get('/api/talentapi/reference/countries/au/states')).json();
    expect(states.map((s: { code: string }) => s.code)).toEqual(
      expect.arrayContaining(['NSW', 'VIC', 'QLD', 'WA', 'SA', 'TAS', 'ACT', 'NT']),
    );
    expect((await get('/api/talentapi/reference/countries/zz/states')).statusCode).toBe(404);
  });
});
