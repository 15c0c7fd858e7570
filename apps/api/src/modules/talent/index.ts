// The talent record behind a signed-in user: created at sign-up, found for each session.
export { ensureTalent, findTalentByUserId, insertTalent } from './talent.repo';
