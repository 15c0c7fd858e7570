// The careers site's public surface: its routes, and the documents adverts list that the portal
// keeps (written by the demo seed, served by the routes).
export { careersRoutes } from './careers.routes';
export {
  storeJobDocument,
  type UnstoredDocument,
  unstoredJobDocuments,
} from './careers-job.service';
