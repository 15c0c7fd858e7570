/** True when the browser holds a cookie with this exact name. */
export function hasCookie(name: string, cookieString = document.cookie): boolean {
  return cookieString.split(';').some((part) => part.trim().split('=')[0] === name);
}
