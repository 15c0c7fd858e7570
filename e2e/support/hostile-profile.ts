// A new talent whose every free-text profile field holds script, event-handler, javascript: and
// template payloads, written through the API as any client could (the web forms are not the
// gate). Used by the XSS journey only. Each value starts with a tag ('@card.bio: …') so a page
// can tell which field it shows; a value the API refuses (400) is noted and a shorter one tried.
import assert from 'node:assert/strict';
import type { APIResponse, Page } from 'playwright-core';
import { baseUrl } from './browser';
import { pdfBytes } from './files';

/** What must never run. Each sets window.__xss (or its parent's) to say which one did. */
export const PAYLOADS = {
  script: `<script>window.__xss='script'</script>`,
  img: `<img src=x onerror="window.__xss='img'">`,
  svg: `<svg onload="window.__xss='svg'">`,
  iframe: `"><iframe srcdoc="<script>parent.__xss='iframe'</script>">`,
  template: `{{constructor.constructor('window.__xss=1')()}}`,
  markdown: `[x](javascript:window.__xss='md')`,
  link: `javascript:window.__xss='link'`,
} as const;
const P = PAYLOADS;
const ALL = Object.values(P).join(' ');

/** Links tried on the business card: the API should refuse every one that is not a web address. */
const LINKS = [
  P.link,
  `JaVaScRiPt:window.__xss='link'`,
  `javascript://example.com/%0Awindow.__xss='link'`,
  `data:text/html,<script>window.__xss='link'</script>`,
  `https://example.com/${P.iframe}`,
  `https://example.com/"><svg/onload=window.__xss='link'>`,
  `example.com/?q=javascript:window.__xss='link'`,
];

export interface HostileProfile {
  email: string;
  password: string;
  /** Every stored tagged value, by tag ('card.bio'). */
  fields: Map<string, string>;
  /** The links the API stored. */
  links: string[];
  /** The writes the API refused: call, status and message. */
  refusals: string[];
}

const tagged = (tag: string, ...payloads: string[]) => `@${tag}: ${payloads.join(' ')}`;
const TAG = /^@([\w.-]+): /;

/** The same body with each tagged value cut to one short payload (the fallback after a 400). */
function shorten<T>(value: T): T {
  if (typeof value === 'string') {
    const tag = TAG.exec(value)?.[1];
    return (tag ? tagged(tag, P.svg).slice(0, 100) : value) as T;
  }
  if (Array.isArray(value)) return value.map(shorten) as T;
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, shorten(v)])) as T;
  return value;
}

function collect(value: unknown, into: Map<string, string>) {
  if (typeof value === 'string') {
    const tag = TAG.exec(value)?.[1];
    if (tag) into.set(tag, value);
  } else if (value && typeof value === 'object') {
    for (const v of Object.values(value)) collect(v, into);
  }
}

type Send = (body: object) => Promise<APIResponse>;

/** Sends the body; on a 400 notes it and sends it shortened. Returns the accepted answer. */
async function write(profile: HostileProfile, call: string, send: Send, body: object) {
  for (const attempt of [body, shorten(body)]) {
    const response = await send(attempt);
    if (response.ok()) {
      collect(attempt, profile.fields);
      return response;
    }
    assert.equal(response.status(), 400, `${call}: ${response.status()} ${await response.text()}`);
    profile.refusals.push(`${call}: 400 ${(await response.text()).slice(0, 200)}`);
  }
  assert.fail(`${call}: even the shortened payload was refused`);
}

/** Signs up a talent (the session lands in the page's context) and fills the profile. */
export async function createHostileTalent(page: Page): Promise<HostileProfile> {
  const api = page.request;
  const headers = { origin: baseUrl };
  const url = (path: string) => `${baseUrl}/api${path}`;
  const json =
    (method: 'post' | 'put', path: string): Send =>
    (data) =>
      api[method](url(path), { headers, data });
  const profile: HostileProfile = {
    email: `xss-${Date.now().toString(36)}@example.com`,
    password: 'a-hostile-password',
    fields: new Map(),
    links: [],
    refusals: [],
  };
  const { email, password } = profile;
  await write(profile, 'sign-up name', json('post', '/auth/sign-up/email'), {
    name: tagged('name', P.img, P.svg),
    email,
    password,
  });

  for (const linkUrl of LINKS) {
    const response = await api.put(url('/talentapi/businessCard'), {
      headers,
      data: { currentRole: 'Link probe', externalLinks: [{ linkUrl }] },
    });
    if (response.ok()) profile.links.push(linkUrl);
    else profile.refusals.push(`business card link ${linkUrl}: ${response.status()}`);
  }
  await write(profile, 'business card', json('put', '/talentapi/businessCard'), {
    currentRole: tagged('card.role', P.script, P.iframe),
    bioMessage: tagged('card.bio', P.img, P.svg, P.template, P.markdown),
    externalLinks: profile.links.map((linkUrl) => ({ linkUrl })),
    specialities: Object.entries(P).map(([kind, payload]) => tagged(`card.skill-${kind}`, payload)),
    addressLocation: {
      address: {
        addressLine1: tagged('card.address1', P.script, P.img),
        addressLine2: tagged('card.address2', P.svg, P.iframe),
      },
      suburb: {
        name: tagged('card.suburb', P.img),
        postcode: '@pc: <i>',
        state: { name: tagged('card.state', P.svg) },
      },
      // The server names the country from its code: this name is dropped, so it has no tag.
      country: { iso2: 'AU', name: P.script },
    },
  });

  const wr = '/workerapi/webresume';
  await write(profile, 'role', json('post', `${wr}/role`), {
    roleTitle: tagged('role.title', P.svg, P.template),
    company: tagged('role.company', P.script),
    division: tagged('role.division', P.img),
    fromDate: '2019-03-01',
    toDate: '2022-06-30',
    isCurrent: false,
    hideCompany: false,
    specialities: [{ label: tagged('role.skill', P.iframe) }],
    profession: { id: 1001, label: tagged('role.profession', P.img) },
    industry: { id: 11, label: tagged('role.industry', P.svg) },
    // The server puts back the country of its list: the name sent is dropped (no tag).
    country: {
      id: 'AU',
      name: P.script,
      iso2: 'AU',
      hasStateList: true,
      position: 1,
    },
    locationGroup: { id: 'place-xss', label: tagged('role.location', P.img) },
    responsibilitiesList: [tagged('role.resp1', P.script), tagged('role.resp2', P.iframe)],
    achievementsList: [
      tagged('role.ach1', P.template),
      tagged('role.ach2', P.markdown),
      tagged('role.ach3', P.link),
    ],
    extendedJobDesc: tagged('role.comments', ALL),
  });
  // The current role, company hidden (the network view leaves the company out).
  await write(profile, 'current role', json('post', `${wr}/role`), {
    roleTitle: tagged('role2.title', P.img),
    company: tagged('role2.company', P.svg),
    fromDate: '2022-07-01',
    isCurrent: true,
    hideCompany: true,
    specialities: [{ label: tagged('role2.skill', P.markdown) }],
    responsibilitiesList: [tagged('role2.resp', P.link)],
  });

  await write(profile, 'career summary', json('put', `${wr}/career`), {
    careerSummary: tagged('sum.career', ALL),
  });
  await write(profile, 'education summary', json('put', `${wr}/skills`), {
    skillsSummary: tagged('sum.education', ALL),
  });
  await write(profile, 'achievements summary', json('put', `${wr}/achievement`), {
    achievements: tagged('sum.achievements', ALL),
  });

  const year = new Date().getFullYear() - 2;
  const entries = [
    { kind: 'edu', qualificationTypeId: 0, fifoEducationLevel: { id: 11 } },
    { kind: 'course', qualificationTypeId: 202 },
    { kind: 'licence', qualificationTypeId: 301 },
    { kind: 'other', qualificationTypeId: 399 },
  ];
  let educationId = '';
  for (const { kind, ...type } of entries) {
    const response = await write(
      profile,
      `qualification ${kind}`,
      json('post', `${wr}/qualification`),
      {
        ...type,
        certification: tagged(`q.${kind}.name`, P.img, P.svg),
        institution: tagged(`q.${kind}.issuer`, P.script, P.template),
        state: `@q.${kind}.st: <b>`.slice(0, 20),
        comments: tagged(`q.${kind}.comments`, ALL),
        qualificationNumber: tagged(`q.${kind}.ref`, P.iframe),
        yearCompleted: year,
        years: 1,
      },
    );
    if (kind === 'edu') educationId = ((await response.json()) as { id: string }).id;
  }

  // File names are text a talent sets too. '/' is refused in a name (so no closing tags), and a
  // '"' travels as %22 in a multipart file name, as browsers send it: unquoted attributes.
  const upload = async (call: string, path: string, tag: string, payloads: string[]) => {
    for (const payload of payloads) {
      const name = `${tagged(tag, payload)}.pdf`;
      const response = await api.post(url(path), {
        headers,
        multipart: { file: { name, mimeType: 'application/pdf', buffer: pdfBytes() } },
      });
      if (response.ok()) return void profile.fields.set(tag, tagged(tag, payload));
      assert.equal(response.status(), 400, `${call}: ${response.status()}`);
      profile.refusals.push(`${call} ${name}: 400 ${(await response.text()).slice(0, 200)}`);
    }
    assert.fail(`${call}: every name was refused`);
  };
  await upload('resume file name', '/talentapi/cv-file', 'cv', [
    `<img src=x onerror=window.__xss='img'>`,
    '<b>',
  ]);
  const document = `${wr}/workerdocument?fifoEducationId=${educationId}`;
  await upload('document file name', document, 'doc', [`<svg onload=window.__xss='svg'>`, '<b>']);

  const lists = {
    softwareSkillsBasic: [{ id: P.svg, label: tagged('it.software', P.script) }],
    softwareSkillsIntermediate: [],
    softwareSkillsAdvanced: [{ id: 'xss-template', label: tagged('it.software2', P.template) }],
    systemSkillsBasic: [],
    systemSkillsIntermediate: [{ id: 'xss-img', label: tagged('it.system', P.img) }],
    systemSkillsAdvanced: [],
    codingSkillsBasic: [{ id: 'xss-md', label: tagged('it.coding2', P.markdown) }],
    codingSkillsIntermediate: [],
    codingSkillsAdvanced: [{ id: 'xss-frame', label: tagged('it.coding', P.iframe) }],
  };
  await write(profile, 'IT skills', json('put', `${wr}/itskills`), lists);

  // Languages are chosen from a list (ISO 639-1 codes): a payload as the code must be refused.
  const hostileLanguage = await api.post(url('/talentapi/language'), {
    headers,
    data: { languageId: P.img, level: 3 },
  });
  assert.equal(hostileLanguage.status(), 400, 'a language that is not a code is refused');
  profile.refusals.push(`language id ${P.img}: 400 (languages have no free text)`);
  await write(profile, 'language', json('post', '/talentapi/language'), {
    languageId: 'fr',
    level: 3,
  });
  return profile;
}
