// The careers site's public surface: its routes, an advert as a viewer may see it (applying
// checks it), and the documents adverts list that the portal keeps (written by the demo seed,
// served by the routes).
export { careersRoutes } from './careers.routes';
export {
  advertPageFor,
  loadVisibleAdvert,
  storeJobDocument,
  type UnstoredDocument,
  unstoredJobDocuments,
} from './careers-job.service';
