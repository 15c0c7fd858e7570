// Resume and photo files: their routes, how other modules store a talent's file, and what the
// resume pre-fill reads of the resume (its bytes, the current one) and marks on it.
export { profileFilesRoutes } from './profile-files.routes';
export {
  currentResume,
  markPreFilled,
  type ResumeParsing,
  readResume,
  storeTalentFile,
} from './profile-files.service';
