import type { Qualification } from '@talent/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { callsTo, type MockHandler, mockApi } from '../../../test/mock-api';
import { renderWithProviders } from '../../../test/render';
import { SectionModeProvider } from '../section-mode/section-mode';
import { buildWebResume } from '../work-history/test/fixtures';
import { LicencesSection } from './licences-section';
import { QualificationsSection } from './qualifications-section';

const webResume = buildWebResume();

const bachelor: Qualification = {
  id: '11111111-1111-4111-8111-111111111111',
  qualificationId: null,
  qualificationTypeId: 0,
  qualificationCategory: 1,
  certification: 'Bachelor of Science',
  institution: 'University of Sydney',
  state: 'NSW',
  comments: null,
  url: null,
  fifoEducationLevel: { id: 11, label: 'Bachelor Degree' },
  yearCompleted: 0,
  years: 3,
  file: {
    id: '22222222-2222-4222-8222-222222222222',
    fileName: 'degree.pdf',
    contentType: 'application/pdf',
    sizeBytes: 1000,
    url: '/api/workerapi/webresume/workerdocument/22222222-2222-4222-8222-222222222222',
  },
  qualificationCoverage: null,
  qualificationNumber: null,
};

function renderSections(handlers: Record<string, MockHandler>) {
  const api = mockApi({
    'GET /api/workerapi/webresume': { body: webResume },
    'GET /api/form-options/dropdown/education-levels': {
      body: [
        { value: 3, label: 'Year 12 / High School Diploma' },
        { value: 11, label: 'Bachelor Degree' },
      ],
    },
    'GET /api/workerapi/lookups/driverslicencetypes': {
      body: [{ id: -2, name: 'Light Rigid (LR)' }],
    },
    'GET /api/workerapi/webresume/licences': { body: { qualifications: [] } },
    ...handlers,
  });
  renderWithProviders(
    <SectionModeProvider>
      <QualificationsSection />
      <LicencesSection />
    </SectionModeProvider>,
  );
  return api;
}

const section = (id: string) => within(document.getElementById(id)!);

async function openForm(user: ReturnType<typeof userEvent.setup>, add: string, type: RegExp) {
  await user.click(await screen.findByRole('button', { name: add }));
  await user.click(screen.getByRole('radio', { name: type }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

describe('Education and qualifications', () => {
  it('lists entries: Not Specified for year 0, level, institution and Documents Yes', async () => {
    renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [bachelor] } },
    });
    const row = (await screen.findByRole('cell', { name: 'Bachelor of Science' })).closest('tr')!;
    expect(within(row).getByText('Not Specified')).toBeInTheDocument();
    expect(within(row).getByText('Bachelor Degree')).toBeInTheDocument();
    expect(within(row).getByText('University of Sydney')).toBeInTheDocument();
    expect(within(row).getByText('Yes')).toBeInTheDocument();
    for (const name of ['Year', 'Qualification', 'Level', 'Institution', 'Documents']) {
      expect(section('qualifications').getByRole('columnheader', { name })).toBeInTheDocument();
    }
    // One table on every screen: a small screen's styles stack each row, naming the values
    // whose column it does not show.
    expect(section('qualifications').queryByRole('list')).not.toBeInTheDocument();
    const labels = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.getAttribute('data-label'))
      .filter(Boolean);
    expect(labels).toEqual(['Year', 'Level', 'Documents']);
  });

  it('offers Education, Course and Safety training with their descriptions', async () => {
    const user = userEvent.setup();
    renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add qualification' }));
    expect(screen.getByRole('radio', { name: /Education/ })).toHaveAccessibleName(
      /High School Diploma, Certificates, Bachelor Degree/,
    );
    expect(screen.getByRole('radio', { name: /Course/ })).toHaveAccessibleName(
      /Barista, AWS Cloud Practitioner, Responsible Service of Alcohol/,
    );
    expect(screen.getByRole('radio', { name: /Safety training/ })).toHaveAccessibleName(
      /Work Health and Safety, Fire Warden, Food handling/,
    );
    // The other sections are locked meanwhile.
    expect(document.getElementById('licences')).toHaveAttribute('inert');
  });

  it('Education: messages only after a submit attempt, and nothing is saved while invalid', async () => {
    const user = userEvent.setup();
    const api = renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [] } },
    });
    await openForm(user, 'Add qualification', /^Education/);
    expect(screen.getByRole('textbox', { name: /Qualification name/ })).toBeInTheDocument();
    expect(screen.queryByText('Name is required')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Institution is required')).toBeInTheDocument();
    expect(screen.getByText('Level is required')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Qualification name/ }), 'x'.repeat(151));
    await user.type(screen.getByRole('textbox', { name: /State\/Region/ }), 'x'.repeat(21));
    expect(
      await screen.findByText('Name cannot be greater than 150 characters'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('State/Region cannot be greater than 20 characters'),
    ).toBeInTheDocument();
    expect(callsTo(api, 'POST /api/workerapi/webresume/qualification')).toHaveLength(0);
  });

  it("Course: 'Course name' and 'Course type is required'; saves with the chosen type, reloads, then closes", async () => {
    const user = userEvent.setup();
    let saved = false;
    const course = {
      ...bachelor,
      id: '33333333-3333-4333-8333-333333333333',
      certification: 'Barista',
      qualificationTypeId: 202,
      qualificationCategory: 2,
      fifoEducationLevel: null,
      file: null,
      yearCompleted: 2024,
    };
    const api = renderSections({
      'GET /api/workerapi/webresume/qualifications': () => ({
        body: { qualifications: saved ? [course] : [] },
      }),
      'POST /api/workerapi/webresume/qualification': () => {
        saved = true;
        return { status: 201, body: { id: course.id } };
      },
    });
    await openForm(user, 'Add qualification', /^Course/);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Course type is required')).toBeInTheDocument();
    expect(screen.queryByText('Level is required')).not.toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /Course name/ }), 'Barista');
    await user.type(screen.getByRole('textbox', { name: /Institution/ }), 'TAFE NSW');
    await user.click(screen.getByRole('combobox', { name: /Course type/ }));
    await user.click(await screen.findByRole('option', { name: 'Certificate' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('cell', { name: 'Barista' })).toBeInTheDocument();
    const [post] = callsTo(api, 'POST /api/workerapi/webresume/qualification');
    expect(post!.body).toMatchObject({
      certification: 'Barista',
      institution: 'TAFE NSW',
      qualificationTypeId: 202,
      yearCompleted: 0,
      file: null,
    });
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it("Safety training: 'Safety training name', no level or course type", async () => {
    const user = userEvent.setup();
    renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [] } },
    });
    await openForm(user, 'Add qualification', /^Safety training/);
    expect(screen.getByRole('textbox', { name: /Safety training name/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.queryByText('Level is required')).not.toBeInTheDocument();
    expect(screen.queryByText('Course type is required')).not.toBeInTheDocument();
  });

  it('delete asks first: Cancel returns to Edit, Yes, Delete removes, reloads and shows Empty', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const api = renderSections({
      'GET /api/workerapi/webresume/qualifications': () => ({
        body: { qualifications: deleted ? [] : [bachelor] },
      }),
      [`DELETE /api/workerapi/webresume/qualification/${bachelor.id}`]: () => {
        deleted = true;
        return { body: {} };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Bachelor of Science' }));
    expect(screen.getByRole('textbox', { name: /Qualification name/ })).toHaveValue(
      'Bachelor of Science',
    );
    expect(screen.getByRole('link', { name: 'degree.pdf' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      screen.getByText('Are you sure you want to delete this qualification?'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(
      screen.queryByText('Are you sure you want to delete this qualification?'),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Qualification name/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Yes, Delete' }));
    expect(
      await screen.findByText(/Add your education, courses and safety training/),
    ).toBeInTheDocument();
    expect(
      callsTo(api, `DELETE /api/workerapi/webresume/qualification/${bachelor.id}`),
    ).toHaveLength(1);
    expect(
      callsTo(api, 'GET /api/workerapi/webresume/qualifications').length,
    ).toBeGreaterThanOrEqual(2);
  });

  it("'Not relevant to me' is saved at once and hides the content", async () => {
    const user = userEvent.setup();
    const api = renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [bachelor] } },
      'PUT /api/workerapi/webresume/visibility/qualifications/true': { body: {} },
    });
    await screen.findByRole('cell', { name: 'Bachelor of Science' });
    await user.click(
      section('qualifications').getByRole('checkbox', { name: 'Not relevant to me' }),
    );
    expect(
      await screen.findByText('This section is hidden from your profile.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Bachelor of Science' })).not.toBeInTheDocument();
    expect(
      callsTo(api, 'PUT /api/workerapi/webresume/visibility/qualifications/true'),
    ).toHaveLength(1);
  });
});

describe('Tickets, permits and licences', () => {
  it("offers Licence, Ticket and Other; Licence needs 'Licence type is required'", async () => {
    const user = userEvent.setup();
    renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [] } },
    });
    await user.click(await screen.findByRole('button', { name: 'Add licence' }));
    expect(screen.getByRole('radio', { name: /Licence/ })).toHaveAccessibleName(
      /Light Rigid, Heavy Combination, High-Risk Work/,
    );
    expect(screen.getByRole('radio', { name: /Ticket/ })).toHaveAccessibleName(
      /Working at Heights, Elevated Work Platforms, RISI/,
    );
    await user.click(screen.getByRole('radio', { name: /^Licence/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('textbox', { name: /Licence name/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Licence type is required')).toBeInTheDocument();
  });

  it("Ticket and Other label the name 'Ticket name' and 'Name'", async () => {
    const user = userEvent.setup();
    renderSections({
      'GET /api/workerapi/webresume/qualifications': { body: { qualifications: [] } },
    });
    await openForm(user, 'Add licence', /^Ticket/);
    expect(screen.getByRole('textbox', { name: /Ticket name/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await openForm(user, 'Add licence', /^Other/);
    expect(screen.getByRole('textbox', { name: /^Name/ })).toBeInTheDocument();
  });
});
