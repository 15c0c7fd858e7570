// The server build of the pages drawn before the app starts (vite build --ssr, into
// dist-server): the sign-in page, drawn once at build time (scripts/prerender.mjs), and the
// signed-in pages, drawn by the API for each first response.

export { setServerSanitiser } from '../shared/lib/sanitise-html';
export { renderSignIn } from './sign-in';
export {
  FIRST_RESPONSE_PAGES,
  renderSignedInPage,
  SIGNED_IN_LAYOUT,
  type SignedInPage,
  type Talent,
  VISITOR_PAGES,
} from './signed-in';
