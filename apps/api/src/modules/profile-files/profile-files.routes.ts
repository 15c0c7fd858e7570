// Resume file and profile photo (spec 2 section 7.2). Registered inside the talent scope: every
// call acts for the signed-in talent, and files are served to their owner only.
import {
  cvFileIdParamsSchema,
  cvFileResponseSchema,
  profilePhotoParamsSchema,
  profilePhotoResponseSchema,
} from '@talent/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/content-disposition';
import { DOCUMENT_CSP, readUpload } from '../../lib/uploads';
import { currentTalent } from '../../plugins/talent-session';
import {
  cvDownload,
  deleteCv,
  getCvFile,
  type ProfileFilesDeps,
  photo,
  photoOriginal,
  photoUploadRules,
  resumeUploadRules,
  type StoredFile,
  uploadCv,
  uploadPhoto,
} from './profile-files.service';

const CV = '/api/talentapi/cv-file';
const PHOTO = '/api/user/profile-photo';
const PHOTO_UPLOAD = '/api/user/profile-photo-ngx';

/** Sends stored bytes with their sniffed type; the browser must not guess another one. */
function sendFile(reply: FastifyReply, file: StoredFile, cacheControl: string) {
  return reply
    .header('Content-Type', file.row.contentType)
    .header('Content-Length', file.bytes.length)
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', cacheControl)
    .send(file.bytes);
}

export function profileFilesRoutes(deps: ProfileFilesDeps) {
  return async (app: FastifyInstance) => {
    const api = app.withTypeProvider<ZodTypeProvider>();
    const talentId = (request: FastifyRequest) => currentTalent(request).talentId;

    api.get(CV, { schema: { response: { 200: cvFileResponseSchema } } }, (request) =>
      getCvFile(deps, talentId(request)),
    );
    api.post(
      CV,
      { schema: { response: { 201: cvFileResponseSchema } } },
      async (request, reply) => {
        const id = talentId(request);
        const upload = await readUpload(request, resumeUploadRules);
        return reply.status(201).send(await uploadCv(deps, id, upload, request.log));
      },
    );
    api.delete(
      `${CV}/:id`,
      { schema: { params: cvFileIdParamsSchema } },
      async (request, reply) => {
        await deleteCv(deps, talentId(request), request.params.id, request.log);
        return reply.status(204).send();
      },
    );
    api.get(
      `${CV}/:id/download`,
      { schema: { params: cvFileIdParamsSchema } },
      async (request, reply) => {
        const file = await cvDownload(deps, talentId(request), request.params.id);
        // Never shown inline: a PDF may carry JavaScript, which a sandboxed download cannot run.
        reply.header('Content-Disposition', attachmentDisposition(file.row.fileName));
        reply.header('Content-Security-Policy', DOCUMENT_CSP);
        return sendFile(reply, file, 'private, no-store');
      },
    );

    api.get(`${PHOTO}/original`, async (request, reply) =>
      sendFile(reply, await photoOriginal(deps, talentId(request)), 'private, no-cache'),
    );
    api.get(
      `${PHOTO}/:fileId`,
      { schema: { params: profilePhotoParamsSchema } },
      async (request, reply) =>
        // The address changes with every upload, so the bytes behind one never change.
        sendFile(
          reply,
          await photo(deps, talentId(request), request.params.fileId),
          'private, max-age=31536000, immutable',
        ),
    );
    for (const [path, kind] of [
      [PHOTO_UPLOAD, 'avatar'],
      [`${PHOTO_UPLOAD}/original`, 'avatar-original'],
    ] as const) {
      api.post(
        path,
        { schema: { response: { 200: profilePhotoResponseSchema } } },
        async (request) => {
          const id = talentId(request);
          const upload = await readUpload(request, photoUploadRules);
          return uploadPhoto(deps, id, kind, upload, request.log);
        },
      );
    }
  };
}
