// A business card as the API answers it, for the tests of the card and of the photo editor.
import type { BusinessCard } from '@talent/contract';

export function buildCard(overrides: Partial<BusinessCard> = {}): BusinessCard {
  return {
    avatarUrl: null,
    fullName: 'Jane Citizen',
    currentRole: 'Platform Engineer',
    specialities: [{ label: 'Kubernetes' }],
    suggestedSpecialities: [{ label: 'Terraform' }],
    bioMessage: 'Builds reliable platforms.',
    addressLocation: {
      address: null,
      suburb: { name: 'Surry Hills', postcode: '2010', state: { name: 'NSW' } },
      country: { iso2: 'AU', name: 'Australia' },
    },
    lastUpdated: new Date(Date.now() - 3 * 86_400_000).toISOString(),
    jobSearchStatusId: 1,
    privacy: {
      profileStatus: 2,
      publicUrl: '/talent/profile/preview/network/abc',
      privateUrl: '/talent/profile/preview/connections/abc',
    },
    externalLinks: [
      { linkUrl: 'linkedin.com/in/jane', linkTypeId: 4, linkTypeName: 'LinkedIn' },
      { linkUrl: 'https://jane.dev', linkTypeId: 1, linkTypeName: 'Other' },
    ],
    ...overrides,
  };
}
