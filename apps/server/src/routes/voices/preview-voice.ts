import type { FastifyInstance } from 'fastify';
import { previewVoiceRoute } from '@talkreel/contract';
import type { AppContext } from '../../app-context.ts';
import { requireSessionUser } from '../../plugins/session.ts';
import { previewVoiceText } from '../../services/voices/preview-voice-text.ts';
import { registerRoute } from '../register-route.ts';

/** Speaks the given text with a public voice or one of the user's voices; the same text is synthesised once, then reused. */
export function registerPreviewVoice(app: FastifyInstance, context: AppContext): void {
  registerRoute(app, previewVoiceRoute, async (request) => {
    const user = requireSessionUser(request);
    const preview = await previewVoiceText(context, user, request.body.voice_id, request.body.text);
    return { url: preview.url, duration: preview.durationMs / 1000 };
  });
}
