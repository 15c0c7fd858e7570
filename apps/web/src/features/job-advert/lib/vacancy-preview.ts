// The preview mapping (spec 2 section 3): an employer's vacancy preview reads jobTitle,
// location, numOfPositions, currencyCode, salaryMin, salaryMax and keyPoint1 to keyPoint3 into
// the advert's own fields; blank key points are skipped as on the advert.
import type { CareersJobAdvert, VacancyPreview } from '@talent/contract';

export function fromVacancyPreview(preview: VacancyPreview): CareersJobAdvert {
  const {
    jobTitle,
    location,
    numOfPositions,
    currencyCode,
    salaryMin,
    salaryMax,
    keyPoint1,
    keyPoint2,
    keyPoint3,
    ...advert
  } = preview;
  return {
    ...advert,
    roleName: jobTitle,
    physicalLocation: location,
    numberOfPositions: numOfPositions,
    currencyIso3: currencyCode,
    minSalary: salaryMin,
    maxSalary: salaryMax,
    keySellingPoints: [keyPoint1, keyPoint2, keyPoint3]
      .map((point) => point?.trim() ?? '')
      .filter((point) => point !== ''),
  };
}
