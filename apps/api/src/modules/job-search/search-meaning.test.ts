// Job search finds what a person means (decision 016), through the HTTP layer on each database:
// accents fold both ways, words inside punctuation are words (and C#, C++, .NET stay names),
// market synonyms and abbreviations find each other, a typo corrects to the closest real word
// and nonsense finds nothing, and a job's title, then its skills, rank it above a job that
// only mentions the words in its text.
import { buildCommunity, buildConnection, buildJob } from '@talent/db/testing';
import type { FastifyInstance } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { describeEachDatabase } from '../../test/harness';
import { tagPendingJobs } from '../job-skills/tag-jobs-job';
import { refreshSearchWords, searchingTalent } from './test-support';

const DAY = 24 * 3600 * 1000;

describeEachDatabase('job search: what a person means', (ctx) => {
  let app: FastifyInstance;
  let token: string;

  const roles = async (keywords: string): Promise<string[]> => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/careers/talent-job-search/1/50',
      headers: { authorization: `Bearer ${token}` },
      payload: { keywords },
    });
    expect(res.statusCode, keywords).toBe(200);
    return res.json().jobs.map((j: { roleName: string }) => j.roleName);
  };

  beforeAll(async () => {
    app = ctx().app;
    const { db } = ctx().database;
    const { profileId, token: searchToken } = await searchingTalent(app);
    token = searchToken;
    const community = await buildCommunity(db, { displayName: 'Everything Community' });
    await buildConnection(db, { talentId: profileId, communityId: community.id });
    const job = (roleName: string, more: Parameters<typeof buildJob>[1] | object = {}) =>
      buildJob(db, { communityId: community.id, roleName, ...more });
    const days = (n: number) => ({ publishedAt: new Date(Date.now() - n * DAY) });
    for (const roleName of [
      'Crème Brûlée Specialist',
      'Café Manager',
      'Cafe All-rounder',
      'Résumé Writer',
      'Pâtissier',
      'Vue/Nuxt Developer',
      'Angular.js Developer',
      'Angular Developer',
      'LR/MR Truck Driver',
      'Front-end/UX Designer',
      'C# Developer',
      'C++ Engineer',
      '.NET Developer',
      'C Programmer',
      'Receptionist',
      'Physiotherapist',
      'EN – Aged Care',
      'Enrolled Nurse',
    ]) {
      await job(roleName);
    }
    // Ranking: the newest job only mentions the word in its text, one a day older has it in
    // its skills, and the oldest in the title (or as a synonym of it).
    await job('Store Manager', {
      description: '<p>You will work alongside our electrician on store fit-outs.</p>',
      ...days(0),
    });
    await job('Sparky – Commercial', days(5));
    await job('Electrician', days(6));
    await job('Retail Assistant', {
      description: '<p>Some forklift work in the loading dock.</p>',
      ...days(0),
    });
    await job('Warehouse Team Member', { specialties: ['Forklift licence'], ...days(1) });
    await job('Forklift Driver', days(3));
    // The role a title names comes before a title that only qualifies it.
    await job('Receptionist – Physiotherapy Clinic', days(0));
    await job('Senior Physiotherapist – Sports', days(4));
    await job('Carpenter', days(2));
    await job('Chef/Cook', days(2));
    await job('Head Chef', days(2));
    await job('Cook', days(2));
    // Titles that share only a stem with a word searched: newer than those that have the word.
    await job('Business Development Manager', days(0));
    await job('Assistant in Nursing', days(0));
    await job('AIN/PCA – Night Shift', days(1));
    // A word in the possessive qualifies the role: a brickie's labourer is a labourer.
    await job("Brickie's Labourer", days(0));
    await job('Bricklayer', days(3));
    // Each job gets the occupation its title names, as after an import: search finds it by it.
    await tagPendingJobs(db);
    await refreshSearchWords(db);
  });

  it('folds accents both ways', async () => {
    expect(await roles('creme')).toEqual(['Crème Brûlée Specialist']);
    expect(await roles('crème brulee')).toEqual(['Crème Brûlée Specialist']);
    expect((await roles('cafe')).sort()).toEqual(['Cafe All-rounder', 'Café Manager']);
    expect((await roles('café')).sort()).toEqual(['Cafe All-rounder', 'Café Manager']);
    expect(await roles('resume')).toEqual(['Résumé Writer']);
    expect(await roles('patissier')).toEqual(['Pâtissier']);
  });

  it('finds the words inside punctuation, and C#, C++ and .NET as names', async () => {
    expect(await roles('vue')).toEqual(['Vue/Nuxt Developer']);
    expect(await roles('nuxt')).toEqual(['Vue/Nuxt Developer']);
    // AngularJS is a kind of Angular: 'angular' finds both, 'angularjs' only AngularJS.
    expect((await roles('angular')).sort()).toEqual(['Angular Developer', 'Angular.js Developer']);
    expect(await roles('angular.js')).toEqual(['Angular.js Developer']);
    expect(await roles('angularjs')).toEqual(['Angular.js Developer']);
    expect(await roles('mr')).toEqual(['LR/MR Truck Driver']);
    expect(await roles('ux')).toEqual(['Front-end/UX Designer']);
    expect(await roles('front-end')).toEqual(['Front-end/UX Designer']);
    expect(await roles('frontend')).toEqual(['Front-end/UX Designer']);
    // C# and .NET are one synonym group: each finds the other, never C or C++.
    expect((await roles('c#')).sort()).toEqual(['.NET Developer', 'C# Developer']);
    expect(await roles('C++')).toEqual(['C++ Engineer']);
    expect((await roles('.net')).sort()).toEqual(['.NET Developer', 'C# Developer']);
    expect(await roles('c')).toEqual(['C Programmer']);
  });

  it('finds a job by a synonym or abbreviation of its title, both ways', async () => {
    expect((await roles('sparky')).slice(0, 2).sort()).toEqual([
      'Electrician',
      'Sparky – Commercial',
    ]);
    expect((await roles('electrician')).slice(0, 2).sort()).toEqual([
      'Electrician',
      'Sparky – Commercial',
    ]);
    expect((await roles('en')).sort()).toEqual(['EN – Aged Care', 'Enrolled Nurse']);
    expect((await roles('enrolled nurse')).sort()).toEqual(['EN – Aged Care', 'Enrolled Nurse']);
  });

  it('finds a job by the occupation its title names, below the titles that name the words', async () => {
    // 'C++ Engineer' is a software engineer (a coding skill and a word the occupation lists),
    // 'C Programmer' a developer programmer: found after the titles with the word (those that
    // share only its stem included: the occupation counts as a skill does).
    const developers = await roles('developer');
    expect(developers.slice(-2).sort()).toEqual(['C Programmer', 'C++ Engineer']);
    expect(developers.slice(0, -2).sort()).toEqual([
      '.NET Developer',
      'Angular Developer',
      'Angular.js Developer',
      'Business Development Manager',
      'C# Developer',
      'Vue/Nuxt Developer',
    ]);
    expect(await roles('software engineer')).toContain('C++ Engineer');
    expect(await roles('civil engineer')).toEqual([]);
  });

  it('ranks title matches first, then skills, then text, before freshness', async () => {
    expect(await roles('electrician')).toEqual([
      'Sparky – Commercial',
      'Electrician',
      'Store Manager',
    ]);
    expect(await roles('forklift')).toEqual([
      'Forklift Driver',
      'Warehouse Team Member',
      'Retail Assistant',
    ]);
  });

  it('ranks a title with the word as typed above one that only shares its stem', async () => {
    const developer = await roles('developer').then((found) =>
      found.filter((role) => role.includes('Develop')),
    );
    expect(developer.at(-1)).toBe('Business Development Manager');
    const nurse = await roles('nurse');
    expect(nurse.indexOf('Enrolled Nurse')).toBeLessThan(nurse.indexOf('Assistant in Nursing'));
  });

  it('ranks a title naming the job typed above one naming a kind of it', async () => {
    // The pâtissier is newer, but 'chef' names the others.
    const chef = await roles('chef');
    expect(chef.slice(0, 2).sort()).toEqual(['Chef/Cook', 'Head Chef']);
    expect(chef[2]).toBe('Pâtissier');
  });

  it('ranks a title whose role is another job below the job, for a word in the possessive', async () => {
    expect(await roles('bricklayer')).toEqual(['Bricklayer', "Brickie's Labourer"]);
  });

  it('finds the jobs a licence is for, and from a field the jobs named after it', async () => {
    // The driver's title does not say licence; the warehouse job lists it in its skills.
    expect(await roles('forklift licence')).toEqual(['Forklift Driver', 'Warehouse Team Member']);
    // An AIN works in nursing. 'nurse' finds the job too, by its occupation (Nursing Support
    // Worker: the same stem), after every title that names a nurse.
    expect(await roles('nursing')).toContain('AIN/PCA – Night Shift');
    const nurse = await roles('nurse');
    expect(nurse.at(-1)).toBe('AIN/PCA – Night Shift');
    // 'physio' is short for physiotherapy as well as physiotherapist.
    expect(await roles('physio')).toContain('Receptionist – Physiotherapy Clinic');
    expect(await roles('physiotherapist')).not.toContain('Receptionist – Physiotherapy Clinic');
  });

  it('reads a long word that starts others as a word being typed or as a typo', async () => {
    expect(await roles('carpentr')).toEqual(['Carpenter']);
    // A short start is only a start: 'carp' is not 'care' misspelt.
    expect(await roles('carp')).toEqual(['Carpenter']);
  });

  it('reads names with a slash between them as any of them', async () => {
    // A pâtissier is a kind of chef (the 'chef' group's narrower groups).
    expect((await roles('chef/cook')).sort()).toEqual([
      'Chef/Cook',
      'Cook',
      'Head Chef',
      'Pâtissier',
    ]);
    expect(await roles('chef cook')).toEqual(['Chef/Cook']);
  });

  it('finds the people of a trade from the trade, and ranks the role a title names first', async () => {
    expect(await roles('carpentry')).toEqual(['Carpenter']);
    const found = await roles('physiotherapy');
    expect(found.slice(0, 2).sort()).toEqual([
      'Physiotherapist',
      'Senior Physiotherapist – Sports',
    ]);
    // Newer than both, but the role it names is a receptionist's.
    expect(found[2]).toBe('Receptionist – Physiotherapy Clinic');
  });

  it('corrects a typo to the closest real word, keeps prefixes, and finds nothing for nonsense', async () => {
    expect(await roles('recepionist')).toEqual([
      'Receptionist – Physiotherapy Clinic',
      'Receptionist',
    ]);
    expect((await roles('physiotherapst')).sort()).toEqual([
      'Physiotherapist',
      'Senior Physiotherapist – Sports',
    ]);
    // ...and the correction's synonyms with it.
    expect((await roles('electrision')).slice(0, 2).sort()).toEqual([
      'Electrician',
      'Sparky – Commercial',
    ]);
    expect((await roles('recep')).sort()).toEqual([
      'Receptionist',
      'Receptionist – Physiotherapy Clinic',
    ]);
    expect(await roles('physio')).toContain('Physiotherapist');
    expect(await roles('electrozzz')).toEqual([]);
    expect(await roles('xqzvbt')).toEqual([]);
  });
});
