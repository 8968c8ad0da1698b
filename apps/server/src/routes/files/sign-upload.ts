import type { FastifyInstance } from 'fastify';
import { signUploadRoute } from '@talkreel/contract';
import { currentUnixSeconds } from '@talkreel/platform';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { createUploadKey } from '../../services/uploads/store-upload.ts';
import { registerRoute } from '../register-route.ts';
import { signedUploadPath } from './signed-upload-url.ts';

const signedUploadLifetimeSeconds = 60 * 60;

/**
 * Promises a key and returns a URL to PUT the bytes to. The PUT lands on this
 * server (local disk and S3 alike) so that type and size are checked at the door.
 */
export function registerSignUpload(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, signUploadRoute, async (request) => {
    const user = requireSessionUser(request);
    const key = createUploadKey(user.id);
    const expiresAtSeconds = currentUnixSeconds() + signedUploadLifetimeSeconds;
    const extra = { name: request.body.filename, owner: user.id, use_to: request.body.use_to };
    const query = context.runtime.signer.signedQuery({ method: 'PUT', path: signedUploadPath(key), expiresAtSeconds, extra });
    const base = context.runtime.config.PUBLIC_URL?.replace(/\/$/, '') ?? '';
    return {
      sign_url: `${base}${signedUploadPath(key)}?${query}`,
      full_path: await context.runtime.storage.createReadUrl(key),
      key,
    };
  });
}
