// The admin job import (schema.org JobPosting feeds).
export { importRoutes } from './import.routes';
