/** True when the browser holds a cookie with this exact name. */
export function hasCookie(name: string, cookieString = document.cookie): boolean {
  return cookieString.split(';').some((part) => part.trim().split('=')[0] === name);
}

/** The named cookie's value in a Cookie header (or document.cookie), decoded; null without one. */
export function cookieValue(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}
