// A suggestion's summary is cut at 250 characters with an ellipsis (spec 1 section 9).
export const SUMMARY_MAX = 250;

export function cutSummary(summary: string | null, max = SUMMARY_MAX): string {
  const text = (summary ?? '').trim();
  if (text.length <= max) return text;
  return `${text.slice(0, max).trimEnd()}…`;
}
