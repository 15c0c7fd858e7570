// The initials shown in place of a company's missing logo: the first letter or digit of its
// first two words ("Tasman Digital" -> "TD").
export function initialsOf(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => word.charAt(0).toLocaleUpperCase('en-AU'))
    .join('');
}
