import { describe, expect, it } from 'vitest';
import { buildExternalJobUrl, CAREERS_HOST_REQUIRED } from './external-job-url';

const job = {
  segmentCode: 'tasman-digital-engineering',
  urlCode: '813788',
  advertUrlCode: 'anqlh',
  seoSlug: 'react-developer',
};

describe('external job URL (spec 3 section 7)', () => {
  it('puts the advert under its community on the careers host, with the return parameters', () => {
    const url = buildExternalJobUrl('https://careers.example/', job, {
      listingsReturnUrl: 'https://talent.example/talent/find-jobs?keywords=react',
      useBrowserBack: true,
      source: 'talent-find-jobs',
    });
    expect(url).toBe(
      'https://careers.example/careers/tasman-digital-engineering/job/813788/anqlh/react-developer' +
        `?listingsReturnUrl=${encodeURIComponent('https://talent.example/talent/find-jobs?keywords=react')}` +
        '&useBrowserBack=true&source=talent-find-jobs',
    );
  });

  it('leaves out the community part and the query when not given', () => {
    expect(buildExternalJobUrl('https://careers.example', { ...job, segmentCode: null })).toBe(
      'https://careers.example/job/813788/anqlh/react-developer',
    );
  });

  it("fails with 'Careers site host URL must be provided' without a host", () => {
    expect(CAREERS_HOST_REQUIRED).toBe('Careers site host URL must be provided');
    expect(() => buildExternalJobUrl('', job)).toThrow(CAREERS_HOST_REQUIRED);
    expect(() => buildExternalJobUrl(null, job)).toThrow(CAREERS_HOST_REQUIRED);
  });
});
