// Business card, privacy, availability and link types (spec 2 sections 3, 5, 7.2). The same
// schemas validate the web form and the server, so each rule and message lives here once.
import { z } from 'zod';
import { webResumeSchema } from './webresume';

/** Spec 2 sections 5 and 9: the business card's limits and messages, copied exactly. */
export const businessCardMessages = {
  roleTitleRequired: 'Role title is required',
  roleTitleTooLong: 'Role title cannot be greater than 150 characters',
  bioTooLong: 'Bio cannot be greater than 180 characters',
  linkUrlRequired: 'Link URL is required',
  linkUrlInvalid: 'Link URL is not valid',
  linkUrlTooLong: 'Link URL cannot be greater than 2000 characters',
  tooManyLinks: 'You can add up to 20 links',
  specialityTooLong: 'A skill cannot be greater than 100 characters',
  tooManySpecialities: 'You can add up to 20 skills',
  addressRequired: 'Address is required',
  addressTooLong: 'Address cannot be greater than 500 characters',
  addressLine2TooLong: 'Address line 2 cannot be greater than 500 characters',
  suburbRequired: 'Suburb is required',
  suburbTooLong: 'Suburb cannot be greater than 150 characters',
  stateRequired: 'State is required',
  stateTooLong: 'State cannot be greater than 150 characters',
  postcodeRequired: 'Postcode is required',
  postcodeTooLong: 'Postcode cannot be greater than 10 characters',
  countryRequired: 'Country is required',
  consentRequired: 'Please check the checkbox to confirm',
  privateToPublicFailed:
    'An error occurred attempting to change your profile status from private to public.',
  publicToPrivateFailed:
    'An error occurred attempting to change your profile status from public to private.',
  unknownJobSearchStatus: 'Please choose one of the listed statuses',
  unknownPreviewView: "Preview view must be 'network' or 'connections'",
} as const;

export const BUSINESS_CARD_LIMITS = {
  roleTitle: 150,
  bio: 180,
  addressLine: 500,
  suburb: 150,
  state: 150,
  postcode: 10,
  linkUrl: 2000,
  links: 20,
  speciality: 100,
  specialities: 20,
} as const;

const M = businessCardMessages;
const L = BUSINESS_CARD_LIMITS;

// ---------- Link types (GET /api/talentapi/reference/linktypes) ----------

/** Spec 2 section 3: the default link type id is 1, which is Other. */
export const DEFAULT_LINK_TYPE_ID = 1;
export const linkTypes = [
  { id: 1, name: 'Other' },
  { id: 2, name: 'Facebook' },
  { id: 3, name: 'Instagram' },
  { id: 4, name: 'LinkedIn' },
  { id: 5, name: 'Twitter' },
] as const;
export type LinkTypeName = (typeof linkTypes)[number]['name'];

export const linkTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type LinkType = z.infer<typeof linkTypeSchema>;

/** An optional http or https scheme followed by a dotted host (spec 2 section 5). */
const LINK_URL_PATTERN = /^(https?:\/\/)?([a-z0-9-]+\.)+[a-z0-9-]{2,}(:\d{1,5})?([/?#]\S*)?$/i;

export const isValidLinkUrl = (url: string) => LINK_URL_PATTERN.test(url.trim());

const HOST_TYPES: readonly [RegExp, LinkTypeName][] = [
  [/(^|\.)(facebook\.com|fb\.com|fb\.me)$/, 'Facebook'],
  [/(^|\.)(instagram\.com|instagr\.am)$/, 'Instagram'],
  [/(^|\.)(linkedin\.com|lnkd\.in)$/, 'LinkedIn'],
  [/(^|\.)(twitter\.com|x\.com|t\.co)$/, 'Twitter'],
];

/** The link's type from its host: Facebook, Instagram, LinkedIn or Twitter, else Other. */
export function detectLinkType(url: string): { linkTypeId: number; linkTypeName: LinkTypeName } {
  const host = (/^(?:https?:\/\/)?([^/:?#]+)/i.exec(url.trim())?.[1] ?? '').toLowerCase();
  const name = HOST_TYPES.find(([pattern]) => pattern.test(host))?.[1] ?? 'Other';
  const type = linkTypes.find((t) => t.name === name) ?? linkTypes[0];
  return { linkTypeId: type.id, linkTypeName: type.name };
}

/** Displayed links get // prepended when they have no scheme (spec 2 section 5). */
export const linkHref = (url: string) => (/^[a-z][a-z0-9+.-]*:\/\//i.test(url) ? url : `//${url}`);

export const linkUrlSchema = z
  .string()
  .trim()
  .min(1, M.linkUrlRequired)
  .max(L.linkUrl, M.linkUrlTooLong)
  .refine(isValidLinkUrl, M.linkUrlInvalid);

export const externalLinkSchema = z.object({
  linkUrl: z.string(),
  linkTypeName: z.string(),
  linkTypeId: z.number().int(),
});
export type ExternalLink = z.infer<typeof externalLinkSchema>;

/** A link as sent: the type is detected again on the server, so only the URL is trusted. */
export const externalLinkInputSchema = z.object({
  linkUrl: linkUrlSchema,
  linkTypeName: z.string().optional(),
  linkTypeId: z.number().int().optional(),
});
export type ExternalLinkInput = z.input<typeof externalLinkInputSchema>;

// ---------- Address location ----------

const requiredText = (max: number, required: string, tooLong: string) =>
  z.string().trim().min(1, required).max(max, tooLong);
const optionalText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong);

/** The manual address form (spec 2 section 5: Manual address); errors show after a submit. */
export const manualAddressSchema = z.object({
  addressLine1: requiredText(L.addressLine, M.addressRequired, M.addressTooLong),
  addressLine2: optionalText(L.addressLine, M.addressLine2TooLong),
  suburb: requiredText(L.suburb, M.suburbRequired, M.suburbTooLong),
  state: requiredText(L.state, M.stateRequired, M.stateTooLong),
  postcode: requiredText(L.postcode, M.postcodeRequired, M.postcodeTooLong),
  countryIso2: z.string().trim().length(2, M.countryRequired),
});
export type ManualAddress = z.infer<typeof manualAddressSchema>;

export const addressLocationSchema = z.object({
  /** Null when the location was picked in the search (a suburb, town or city). */
  address: z
    .object({
      addressLine1: z.string(),
      addressLine2: z.string().nullable(),
    })
    .nullable(),
  suburb: z.object({
    name: z.string(),
    postcode: z.string().nullable(),
    state: z.object({ name: z.string() }).nullable(),
  }),
  country: z.object({ iso2: z.string(), name: z.string() }),
});
export type AddressLocation = z.infer<typeof addressLocationSchema>;

/**
 * The address as sent. A manual address (with address lines) follows every manual address
 * rule; a place picked in the search needs its suburb and country.
 */
export const addressLocationInputSchema = z
  .object({
    address: z
      .object({
        addressLine1: z.string().trim().max(L.addressLine, M.addressTooLong),
        addressLine2: optionalText(L.addressLine, M.addressLine2TooLong).nullable().optional(),
      })
      .nullable(),
    suburb: z.object({
      name: requiredText(L.suburb, M.suburbRequired, M.suburbTooLong),
      postcode: optionalText(L.postcode, M.postcodeTooLong).nullable(),
      state: z.object({ name: optionalText(L.state, M.stateTooLong) }).nullable(),
    }),
    country: z.object({
      iso2: z.string().trim().length(2, M.countryRequired),
      name: z.string().trim().max(150).optional(),
    }),
  })
  .superRefine((value, ctx) => {
    if (value.address === null) return;
    if (!value.address.addressLine1)
      ctx.addIssue({
        code: 'custom',
        path: ['address', 'addressLine1'],
        message: M.addressRequired,
      });
    if (!value.suburb.state?.name)
      ctx.addIssue({ code: 'custom', path: ['suburb', 'state', 'name'], message: M.stateRequired });
    if (!value.suburb.postcode)
      ctx.addIssue({ code: 'custom', path: ['suburb', 'postcode'], message: M.postcodeRequired });
  });
export type AddressLocationInput = z.input<typeof addressLocationInputSchema>;

/** The form's manual address as the business card's address location. */
export function manualToAddressLocation(
  manual: ManualAddress,
  countryName: string,
): AddressLocation {
  return {
    address: { addressLine1: manual.addressLine1, addressLine2: manual.addressLine2 || null },
    suburb: { name: manual.suburb, postcode: manual.postcode, state: { name: manual.state } },
    country: { iso2: manual.countryIso2.toUpperCase(), name: countryName },
  };
}

/** The card's address location as the manual form's values. */
export const addressLocationToManual = (location: AddressLocation | null): ManualAddress => ({
  addressLine1: location?.address?.addressLine1 ?? '',
  addressLine2: location?.address?.addressLine2 ?? '',
  suburb: location?.suburb.name ?? '',
  state: location?.suburb.state?.name ?? '',
  postcode: location?.suburb.postcode ?? '',
  countryIso2: location?.country.iso2 ?? '',
});

/** One line for the card: 'Surry Hills, NSW, Australia' (address lines only when shown). */
export function formatAddressLocation(location: AddressLocation | null, withAddress = false) {
  if (!location) return '';
  return [
    withAddress ? location.address?.addressLine1 : null,
    withAddress ? location.address?.addressLine2 : null,
    location.suburb.name,
    location.suburb.state?.name,
    location.country.name,
  ]
    .filter((part) => part?.trim())
    .join(', ');
}

// ---------- Privacy and availability ----------

/** Spec 2 section 9: profile status 1 public (network-wide), 2 private (connections only). */
export const ProfileStatus = { Public: 1, Private: 2 } as const;
export type ProfileStatusValue = (typeof ProfileStatus)[keyof typeof ProfileStatus];

export const privacySchema = z.object({
  profileStatus: z.union([z.literal(1), z.literal(2)]),
  publicUrl: z.string(),
  privateUrl: z.string(),
});
export type Privacy = z.infer<typeof privacySchema>;

export const updatePrivacyBodySchema = z.object({
  profileStatus: z.union([z.literal(1), z.literal(2)]),
});
export type UpdatePrivacyBody = z.infer<typeof updatePrivacyBodySchema>;

/** The availability statuses (spec 2 section 2.3), each with its indicator colour. */
export const jobSearchStatuses = [
  { id: 1, name: 'Actively looking', color: 'green' },
  { id: 2, name: 'Available soon', color: 'blue' },
  { id: 3, name: 'Open to offers', color: 'yellow' },
  { id: 4, name: 'Not looking', color: 'gray' },
] as const;

export const updateJobSearchStatusBodySchema = z.object({
  jobSearchStatusId: z
    .number()
    .int()
    .refine((id) => jobSearchStatuses.some((s) => s.id === id), M.unknownJobSearchStatus),
});
export type UpdateJobSearchStatusBody = z.infer<typeof updateJobSearchStatusBodySchema>;

export const jobSearchStatusResponseSchema = z.object({ jobSearchStatusId: z.number().int() });

// ---------- The business card ----------

export const specialityItemSchema = z.object({ label: z.string() });

export const businessCardSchema = z.object({
  avatarUrl: z.string().nullable(),
  fullName: z.string(),
  currentRole: z.string().nullable(),
  specialities: z.array(specialityItemSchema),
  suggestedSpecialities: z.array(specialityItemSchema),
  bioMessage: z.string().nullable(),
  addressLocation: addressLocationSchema.nullable(),
  /** ISO timestamp of the profile's last change. */
  lastUpdated: z.string(),
  jobSearchStatusId: z.number().int().nullable(),
  privacy: privacySchema,
  externalLinks: z.array(externalLinkSchema),
});
export type BusinessCard = z.infer<typeof businessCardSchema>;

/** PUT /api/talentapi/businessCard: the edit form's values as sent. */
export const updateBusinessCardBodySchema = z.object({
  currentRole: requiredText(L.roleTitle, M.roleTitleRequired, M.roleTitleTooLong),
  bioMessage: optionalText(L.bio, M.bioTooLong).nullable().optional(),
  addressLocation: addressLocationInputSchema.nullable().optional(),
  externalLinks: z.array(externalLinkInputSchema).max(L.links, M.tooManyLinks).default([]),
  /** The card's skill tags; left unchanged when absent. */
  specialities: z
    .array(z.string().trim().min(1).max(L.speciality, M.specialityTooLong))
    .max(L.specialities, M.tooManySpecialities)
    .optional(),
});
export type UpdateBusinessCardBody = z.infer<typeof updateBusinessCardBodySchema>;

// ---------- Profile preview (what a company sees) ----------

export const previewViews = ['network', 'connections'] as const;
export type PreviewView = (typeof previewViews)[number];

export const previewParamsSchema = z.object({
  view: z.enum(previewViews, { error: M.unknownPreviewView }),
});

/** The card as a company sees it: the network view hides personal details. */
export const previewCardSchema = z.object({
  /** The full name, or initials in the network view. */
  displayName: z.string(),
  nameHidden: z.boolean(),
  avatarUrl: z.string().nullable(),
  currentRole: z.string().nullable(),
  bioMessage: z.string().nullable(),
  specialities: z.array(specialityItemSchema),
  addressLocation: addressLocationSchema.nullable(),
  externalLinks: z.array(externalLinkSchema),
  jobSearchStatusId: z.number().int().nullable(),
  lastUpdated: z.string(),
});
export type PreviewCard = z.infer<typeof previewCardSchema>;

/**
 * GET /api/talentapi/profile-preview/{view}. In the network view a role with hideCompany has
 * an empty company.
 */
export const profilePreviewSchema = z.object({
  view: z.enum(previewViews),
  card: previewCardSchema,
  resume: webResumeSchema,
});
export type ProfilePreview = z.infer<typeof profilePreviewSchema>;
