// Banner inviting the talent to browse talent communities (spec 2 section 1).
export function CommunitiesBanner() {
  return null;
}
