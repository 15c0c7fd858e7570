// Resume parsing and pre-fill: the background parse of each uploaded resume (the files module
// is given it), the parsing progress and the pre-fill of the profile from the parse.
export { type ParseResume, RESUME_PARSE_KIND } from './resume-parse-job';
export { closeResumeParser, createResumeParsing, parseWithResumeParser } from './resume-parsing';
export { resumePrefillRoutes } from './resume-prefill.routes';
