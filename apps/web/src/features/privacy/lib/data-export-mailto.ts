// The Request Data Export link: a mail to the Privacy Manager that names the user id, so the
// request can be matched to the account without a back-and-forth (spec 3 section 2).
export function mailtoHref(to: string, subject: string, body: string): string {
  // encodeURIComponent, not URLSearchParams: mail clients read '+' literally, not as a space.
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
