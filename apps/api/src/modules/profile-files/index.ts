// Resume and photo files: their routes, and how other modules store a talent's file.
export { profileFilesRoutes } from './profile-files.routes';
export { storeTalentFile } from './profile-files.service';
