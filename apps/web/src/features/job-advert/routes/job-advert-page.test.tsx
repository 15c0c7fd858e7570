import { careersMessages } from '@talent/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { callsTo } from '../../../test/mock-api';
import { currentUrl, renderApp } from '../../../test/render-app';
import {
  ADVERT_PATH,
  buildAdvert,
  buildApplication,
  buildBranding,
  mockCareersApi,
  pretendSmallScreen,
  SEGMENT,
  URL_CODE,
} from '../test-support';

const title = (name = 'React Developer') => screen.findByRole('heading', { level: 1, name });
const highlights = () =>
  within(screen.getByRole('list', { name: 'Job highlights' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('the public job advert', () => {
  it('opens for a visitor with a careers token, and shows the advert', async () => {
    const api = mockCareersApi();
    renderApp(ADVERT_PATH);

    await title();
    expect(
      callsTo(api, `GET /api/careers/job/${SEGMENT}/${URL_CODE}`)[0]?.headers.get('authorization'),
    ).toBe('Bearer visitor-token');
    expect(screen.getByText('Hybrid')).toBeInTheDocument();
    expect(highlights()).toEqual([
      'Sydney, NSW',
      'Full time',
      '$118,000 - $127,000 per year',
      'Closes 5 Dec 2099',
      '1 Position',
    ]);
    expect(screen.getByText('TSD-10655')).toBeInTheDocument();
    expect(
      screen.getByText('Information & Communication Technology › Developers/Programmers'),
    ).toBeInTheDocument();
    expect(screen.getByText('Free parking')).toBeInTheDocument();
    expect(screen.getByText('Two days a week from home.')).toBeInTheDocument();
    expect(screen.getByText('plus superannuation')).toBeInTheDocument();
    expect(screen.getByText('05 Dec 2099, 2:00 PM')).toBeInTheDocument();
    expect(screen.getByText('Applications close')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
    expect(document.title).toBe('React Developer | Talent Portal');
  });

  it('shows the placeholders and plural positions, and Internal only / Expression of interest', async () => {
    mockCareersApi({
      advert: buildAdvert({
        physicalLocation: null,
        workLocationName: null,
        workType: null,
        salaryRange: null,
        applicationsCloseAt: null,
        numberOfPositions: 3,
        internalOnly: true,
        isEoi: true,
      }),
    });
    renderApp(ADVERT_PATH);

    await title();
    await screen.findByText('Location not supplied');
    expect(highlights()).toEqual([
      'Location not supplied',
      'Work type not supplied',
      'Salary range not supplied',
      'Close date not supplied',
      '3 Positions',
    ]);
    expect(screen.getByText('Internal only')).toBeInTheDocument();
    expect(screen.getByText('Expression of interest')).toBeInTheDocument();
  });

  it('leaves missing highlights out when the community does not enable placeholders', async () => {
    const api = mockCareersApi({
      advert: buildAdvert({ workType: null }),
      branding: buildBranding({ emptyHighlightsEnabled: false, logoUrl: '/logo.svg' }),
    });
    renderApp(ADVERT_PATH);
    await title();
    // The branding has arrived (its logo shows) and still no placeholder.
    await screen.findByRole('img', { name: 'Tasman Digital logo' });
    expect(callsTo(api, `GET /api/jobsapi/careers/customisation/branding/${SEGMENT}`)).toHaveLength(
      1,
    );
    expect(highlights()).not.toContain('Work type not supplied');
    expect(highlights()).toContain('1 Position');
  });

  it('gives an employee the internal close date and the public the public one (strict dates)', async () => {
    const strict = {
      strictJobPostEndDates: true,
      internalApplicationsCloseAt: new Date(2099, 0, 10, 9, 0).toISOString(),
      publicApplicationsCloseAt: new Date(2020, 0, 3, 9, 0).toISOString(),
      publicApplicationsClosed: true,
    };
    mockCareersApi({
      signedIn: true,
      advert: buildAdvert({ ...strict, relationship: 'employee' }),
    });
    const employee = renderApp(ADVERT_PATH);
    await title();
    expect(highlights()).toContain('Closes 10 Jan 2099');
    expect(screen.getByText('Internal applications close')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Apply now' })).toBeInTheDocument();
    employee.unmount();

    mockCareersApi({ signedIn: true, advert: buildAdvert({ ...strict, relationship: 'public' }) });
    renderApp(ADVERT_PATH);
    await title();
    expect(highlights()).toContain('Closed 3 Jan 2020');
    expect(screen.getByText('Applications for this job have closed.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Apply now' })).not.toBeInTheDocument();
  });

  it('shows the not-found state with a way back to the job search', async () => {
    mockCareersApi({
      advert: { status: 404, body: { message: careersMessages.jobNotFound, code: 'NOT_FOUND' } },
    });
    const { router } = renderApp(`${ADVERT_PATH}?keywords=react&source=talent-find-jobs`);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Job description not available' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Sorry, this job description may have been removed or closed.'),
    ).toBeInTheDocument();
    const back = screen.getByRole('link', { name: 'Go to job search' });
    expect(back).toHaveAttribute('href', '/talent/find-jobs?keywords=react');
    await userEvent.click(back);
    await waitFor(() => expect(currentUrl(router)).toMatch(/^\/talent\/(find-jobs|login)/));
  });

  describe('the back link', () => {
    it("reads 'Back to all jobs' and goes to the job search with the tracking parameters cleared", async () => {
      mockCareersApi();
      renderApp(
        `${ADVERT_PATH}?keywords=react&source=talent-find-jobs&seek-token=x&seek-prefill-id=1`,
      );
      await title();
      expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute(
        'href',
        '/talent/find-jobs?keywords=react',
      );
    });

    it('goes to the external listings URL when one is given', async () => {
      mockCareersApi();
      const listings = 'https://talent.example/talent/find-jobs?keywords=react';
      renderApp(
        `${ADVERT_PATH}?useBrowserBack=true&listingsReturnUrl=${encodeURIComponent(listings)}`,
      );
      await title();
      expect(screen.getByRole('link', { name: 'Back to all jobs' })).toHaveAttribute(
        'href',
        listings,
      );
    });

    it('is hidden for an invitation', async () => {
      mockCareersApi();
      renderApp(`${ADVERT_PATH}?invite=1`);
      await title();
      expect(screen.queryByRole('link', { name: 'Back to all jobs' })).not.toBeInTheDocument();
    });
  });

  it('renders an imported description without its script, event handler or javascript: link', async () => {
    mockCareersApi({
      advert: buildAdvert({
        descriptionHtml:
          '<p>Join us.</p><script>window.__xss = 1</script><img src="x" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">Click</a>',
      }),
    });
    renderApp(ADVERT_PATH);
    await title();
    const description = screen.getByTestId('advert-description');
    expect(description).toHaveTextContent('Join us.');
    expect(description.querySelector('script, img, [onerror]')).toBeNull();
    expect(description.innerHTML).not.toMatch(/javascript:/i);
    expect((window as { __xss?: number }).__xss).toBeUndefined();
  });

  it('shows a plain-text description as text', async () => {
    mockCareersApi({
      advert: buildAdvert({ descriptionHtml: null, description: 'Line one\nLine <b>two</b>' }),
    });
    renderApp(ADVERT_PATH);
    await title();
    expect(screen.getByTestId('advert-description')).toHaveTextContent('Line one Line <b>two</b>');
  });

  it('lists related documents that open in a new tab', async () => {
    mockCareersApi({
      attachments: [
        {
          name: 'Position Description.pdf',
          url: '/api/jobsapi/careers/job-attachments/x/1/pd.pdf',
          type: 'application/pdf',
        },
      ],
    });
    renderApp(ADVERT_PATH);
    const link = await screen.findByRole('link', { name: /Position Description\.pdf/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('embeds a YouTube video', async () => {
    mockCareersApi({
      advert: buildAdvert({ videoType: 'youtube', youtubeUrl: 'https://youtu.be/dQw4w9WgXcQ' }),
    });
    renderApp(ADVERT_PATH);
    expect(await screen.findByTitle('Video: React Developer')).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  });

  it('opens at /talent/job/{companyCode}/{urlCode} after finding its community', async () => {
    const api = mockCareersApi({
      extra: {
        [`GET /api/careers/job-ref/${URL_CODE}`]: {
          body: {
            segmentCode: SEGMENT,
            companyCode: 'tasman-digital',
            urlCode: URL_CODE,
            advertUrlCode: 'anqlh',
            seoSlug: 'react-developer',
            path: 'x',
          },
        },
      },
    });
    renderApp(`/talent/job/tasman-digital/${URL_CODE}`);
    await title();
    expect(
      callsTo(api, `GET /api/careers/job-ref/${URL_CODE}`)[0]?.url.searchParams.get('companyCode'),
    ).toBe('tasman-digital');
  });

  it('shows the employer preview without a back link, with specialties, and not open to apply', async () => {
    const {
      roleName,
      physicalLocation,
      numberOfPositions,
      currencyIso3,
      minSalary,
      maxSalary,
      keySellingPoints,
      ...rest
    } = buildAdvert();
    mockCareersApi({
      extra: {
        [`GET /api/employerapi/vacancy/preview/${SEGMENT}/${URL_CODE}/code123`]: {
          body: {
            ...rest,
            jobTitle: 'Pastry Chef',
            location: 'Surry Hills, NSW',
            numOfPositions: 2,
            currencyCode: 'AUD',
            salaryMin: null,
            salaryMax: null,
            keyPoint1: 'Four-day week',
            keyPoint2: null,
            keyPoint3: null,
          },
        },
      },
    });
    renderApp(`/talent/careers/${SEGMENT}/preview/${URL_CODE}/code123`);
    await title('Pastry Chef');
    expect(highlights()).toContain('2 Positions');
    expect(screen.getByText('Four-day week')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to all jobs' })).not.toBeInTheDocument();
    expect(screen.getByText('Applying opens when the job is published.')).toBeInTheDocument();
    expect(screen.getByText('TypeScript, React')).toBeInTheDocument();
  });
});

describe('applying from the advert', () => {
  it('a visitor who clicks Apply goes to login with the advert as the returnUrl', async () => {
    mockCareersApi();
    const { router } = renderApp(`${ADVERT_PATH}?source=talent-find-jobs`);
    await title();
    await userEvent.click(screen.getByRole('link', { name: 'Apply now' }));
    await screen.findByRole('button', { name: 'Sign in' });
    expect(currentUrl(router)).toBe(
      `/talent/login?${new URLSearchParams({ returnUrl: `${ADVERT_PATH}?source=talent-find-jobs` })}`,
    );
  });

  it('an advert with its own apply URL opens it in a new tab', async () => {
    mockCareersApi({
      advert: buildAdvert({ source: 2, customApplyUrl: 'https://careers.example/apply/42' }),
    });
    renderApp(ADVERT_PATH);
    await title();
    const apply = screen.getByRole('link', { name: /Apply now/ });
    expect(apply).toHaveAttribute('href', 'https://careers.example/apply/42');
    expect(apply).toHaveAttribute('target', '_blank');
  });

  it('a signed-in talent applies with their profile and sees Application submitted', async () => {
    let applications: ReturnType<typeof buildApplication>[] = [];
    const api = mockCareersApi({
      signedIn: true,
      extra: {
        'GET /api/talentapi/job-applications': () => ({ body: { applications } }),
        'POST /api/talentapi/job-applications': () => {
          applications = [buildApplication()];
          return { status: 201, body: applications[0] };
        },
      },
    });
    renderApp(ADVERT_PATH);
    await title();
    const widget = screen.getByTestId('apply-widget');
    await userEvent.click(within(widget).getByRole('button', { name: 'Apply now' }));
    expect(within(widget).getByText('Jane Citizen')).toBeInTheDocument();
    await userEvent.click(within(widget).getByRole('button', { name: 'Submit application' }));

    expect(
      await within(widget).findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(within(widget).getByRole('link', { name: 'View your applications' })).toHaveAttribute(
      'href',
      '/talent/job-applications/applied',
    );
    // The profile, reached from here, asks the talent to review what the resume filled in.
    expect(within(widget).getByRole('link', { name: 'Review your profile' })).toHaveAttribute(
      'href',
      '/talent/profile?reference=jobApplicationSubmitted#resume',
    );
    expect(callsTo(api, 'POST /api/talentapi/job-applications')[0]?.body).toEqual({
      segmentCode: SEGMENT,
      urlCode: URL_CODE,
    });
  });

  it('shows the server message when applying fails', async () => {
    mockCareersApi({
      signedIn: true,
      extra: {
        'POST /api/talentapi/job-applications': {
          status: 409,
          body: { message: careersMessages.applicationsClosed, code: 'CONFLICT' },
        },
      },
    });
    renderApp(ADVERT_PATH);
    await title();
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit application' }));
    expect(await screen.findByText(careersMessages.applicationsClosed)).toBeInTheDocument();
  });

  it('after withdrawing, the talent may apply again', async () => {
    mockCareersApi({ signedIn: true, applications: [buildApplication({ state: 'Withdrawn' })] });
    renderApp(ADVERT_PATH);
    expect(
      await screen.findByRole('heading', { name: 'Application withdrawn' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Apply again' }));
    expect(screen.getByRole('button', { name: 'Submit application' })).toBeInTheDocument();
  });
});

describe('the apply widget below 991px', () => {
  let restore: () => void;
  beforeEach(() => {
    restore = pretendSmallScreen();
  });
  afterEach(() => restore());

  it('sits inline while Simple, and opens as a full-screen overlay with a close button for the form', async () => {
    mockCareersApi({ signedIn: true });
    renderApp(ADVERT_PATH);
    await title();
    const inline = screen.getByTestId('apply-widget');
    expect(inline).toHaveAttribute('data-state', 'Simple');
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();

    await userEvent.click(within(inline).getByRole('button', { name: 'Apply now' }));
    const overlay = await screen.findByRole('dialog', { name: 'Apply for React Developer' });
    expect(within(overlay).getByRole('button', { name: 'Submit application' })).toBeInTheDocument();

    await userEvent.click(within(overlay).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // The form is still the state: the body's Apply button opens the overlay again.
    await userEvent.click(screen.getByRole('button', { name: 'Apply now' }));
    expect(
      await screen.findByRole('dialog', { name: 'Apply for React Developer' }),
    ).toBeInTheDocument();
  });

  it('shows Information inline, with no overlay', async () => {
    mockCareersApi({ signedIn: true, applications: [buildApplication()] });
    renderApp(ADVERT_PATH);
    expect(
      await screen.findByRole('heading', { name: 'Application submitted' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
