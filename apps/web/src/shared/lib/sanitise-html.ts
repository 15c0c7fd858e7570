// Advert HTML is cleaned by the API on the way in and on the way out; the page cleans it once
// more before it touches the DOM, so a fault anywhere upstream still cannot run a script,
// an event handler or a javascript: URL here. Links open in a new tab without the opener.
import DOMPurify from 'dompurify';

const ALLOWED_TAGS = ['p', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'br', 'h2', 'h3', 'h4', 'a'];

/**
 * On the server (a first response, decision 028) there is no DOM for DOMPurify: the host gives
 * its own cleaner, with the same rules (the catalogue's, which cleaned the text on the way in).
 */
let serverSanitiser: ((html: string) => string) | null = null;

export function setServerSanitiser(sanitise: (html: string) => string): void {
  serverSanitiser = sanitise;
}

let hooked = false;
function addLinkHook() {
  if (hooked) return;
  hooked = true;
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName !== 'A') return;
    const href = node.getAttribute('href');
    if (href && !/^(https?:|mailto:)/i.test(href)) node.removeAttribute('href');
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer nofollow');
  });
}

export function sanitiseAdvertHtml(html: string): string {
  if (!DOMPurify.isSupported) {
    if (!serverSanitiser) throw new Error('No HTML sanitiser where the page is drawn');
    return serverSanitiser(html);
  }
  addLinkHook();
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR: ['href', 'target', 'rel'],
    ALLOW_DATA_ATTR: false,
  });
}
