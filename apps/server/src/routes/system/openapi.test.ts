import SwaggerParser from '@apidevtools/swagger-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestProduct, type TestProduct } from '../../test-support/start-test-product.ts';

describe('GET /api/openapi.json', () => {
  let product: TestProduct;
  beforeAll(async () => {
    product = await startTestProduct();
  });
  afterAll(() => product.cleanup());

  it('lists every API route with its request and response schemas', async () => {
    const document = (await product.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: unknown;
            parameters?: unknown[];
            responses: Record<string, { content?: Record<string, { schema: { properties?: Record<string, unknown> } }> }>;
          }
        >
      >;
    };
    const documented = Object.keys(document.paths);
    const expected = [
      '/api/health',
      '/api/v1/auth/guest',
      '/api/v1/auth/login',
      '/api/v1/auth/register',
      '/api/v1/auth/send_code',
      '/api/v1/auth/check_code',
      '/api/v1/auth/reset_password',
      '/api/v1/auth/google_token_code',
      '/api/v1/auth/discord_auth_code',
      '/api/v1/auth/logout',
      '/api/v1/auth/providers',
      '/api/common/captcha',
      '/api/v1/user/info',
      '/api/v1/user/plan',
      '/api/v1/credits/ledger',
      '/api/operator/credits/grant',
      '/api/v1/billing',
      '/api/v1/billing/checkout',
      '/api/v1/billing/sync',
      '/api/v1/billing/portal',
      '/api/billing/stripe/webhook',
      '/api/dev/outbox',
      '/api/project/list',
      '/api/project/workspace',
      '/api/project/person/speech',
      '/api/project/batch_render',
      '/api/project/task/submit',
      '/api/project/render/status',
      '/api/project/rename',
      '/api/project/delete',
      '/api/timbre/elevenlabs/page',
      '/api/timbre/elevenlabs/label_enum',
      '/api/timbre/elevenlabs/save',
      '/api/timbre/info',
      '/api/timbre/favorite',
      '/api/timbre/favorite/remove',
      '/api/timbre/user/list',
      '/api/timbre/clone',
      '/api/timbre/clone/status',
      '/api/timbre/preview',
      '/api/timbre/audition/{voiceId}',
      '/api/aigc/avatar/voice',
      '/api/project/talking_photo',
      '/api/talking_photo/check',
      '/api/talking_photo/person/remove',
      '/api/aigc/sex',
      '/api/avatar_library/talking_photo',
      '/api/aigc/photo',
      '/api/aigc/task',
      '/api/aigc/task/status',
      '/api/aigc/task/free/count/{type}',
      '/api/aigc/prompt/{type}',
      '/api/aigc/prompt/preset/{type}',
      '/api/aigc/sample_faces',
      '/api/aigc/sample_faces/{number}',
      '/api/avatar_library/public',
      '/api/avatar_library/digital_persons',
      '/api/avatar_library/welcome',
      '/api/avatar_library/cover/{id}',
      '/api/aigc_avatar/library/page',
      '/api/aigc_avatar/create',
      '/api/project/talking_avatar',
      '/api/project/script/options',
      '/api/aigc_avatar/podcast_avatar_demo/list',
      '/api/aigc_avatar/podcast_avatar',
      '/api/aigc_avatar/podcast',
      '/api/project/prj_info',
      '/api/project/podcast/script',
      '/api/project/podcast/video',
      '/api/project/analyze/random_url',
      '/api/project/analyze/random_url/list',
      '/api/project/topic_to_video',
      '/api/project/topic_to_video/stop',
      '/api/project/topic_to_video_pro_edit',
      '/api/common/upload',
      '/api/common/upload/sign',
      '/api/common/upload/put/{*}',
      '/api/common/upload/convert',
      '/api/cms/blogs',
      '/api/cms/pages/{slug}',
      '/api/template/list',
      '/api/template/detail',
      '/api/template/use',
      '/api/batch/sheet',
      '/api/batch/create',
      '/api/batch/status',
      '/api/batch/retry',
      '/api/batch/list',
      '/api/project/analyze/product',
      '/api/project/analyze/product_manual',
      '/api/project/analyze/product_new',
      '/api/project/product/scripts',
      '/api/project/product/video',
      '/api/project/translation/options',
      '/api/project/translation/quote',
      '/api/project/translation/create',
      '/api/project/translation/detail',
      '/api/project/translation/list',
      '/api/project/translation/segments',
      '/api/project/translation/dub',
      '/api/v1/api-keys',
      '/api/v1/api-keys/{id}/revoke',
      '/api/v1/webhooks',
      '/api/v1/webhooks/callback-secret',
      '/api/v1/webhooks/{id}',
      '/api/v1/webhooks/{id}/deliveries',
      '/api/v1/webhooks/{id}/deliveries/{deliveryId}/resend',
      '/api/v1/webhooks/{id}/test',
      '/files/{*}',
    ];
    expect(documented.sort()).toEqual(expected.sort());
    for (const [openApiPath, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        const url = openApiPath.replace('{*}', '*').replace(/\{(\w+)\}/g, ':$1');
        expect(product.app.hasRoute({ method: method.toUpperCase() as 'GET', url }), `${method} ${url}`).toBe(true);
      }
    }
    expect(document.paths['/api/v1/auth/guest']!.post!.requestBody).toBeDefined();
    const guestResponse = document.paths['/api/v1/auth/guest']!.post!.responses['200']!.content!['application/json']!.schema;
    expect(Object.keys(guestResponse.properties ?? {})).toEqual(['code', 'msg', 'data']);
    expect(document.paths['/api/common/upload/put/{*}']!.put!.parameters!.length).toBeGreaterThanOrEqual(5);
  });

  it('is a valid OpenAPI 3 document, at both addresses, for a standard validator', async () => {
    const served = (await product.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as Parameters<typeof SwaggerParser.validate>[0];
    const browsed = (await product.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as Parameters<typeof SwaggerParser.validate>[0];
    expect(browsed).toEqual(served);
    // The validator dereferences in place: it gets its own copy.
    await expect(SwaggerParser.validate(structuredClone(served))).resolves.toBeDefined();
  });

  it('describes the Strapi-style blog query as one free-form query object, not as its schema’s keywords', async () => {
    const document = (await product.app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, { parameters?: { name: string; in: string; schema?: unknown; style?: string; explode?: boolean }[] }>>;
    };
    expect(document.paths['/api/cms/blogs']!.get!.parameters).toEqual([
      {
        name: 'query',
        in: 'query',
        required: false,
        description: expect.stringContaining('populate[0]=cover') as unknown as string,
        style: 'form',
        explode: true,
        schema: { type: 'object', additionalProperties: { anyOf: [{ type: 'string' }, { type: 'array', items: { type: 'string' } }] } },
      },
    ]);
  });

  it('serves a browsable reference at /api/docs', async () => {
    const response = await product.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger-ui');
  });
});
