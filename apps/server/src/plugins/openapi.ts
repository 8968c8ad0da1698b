import swagger, { type SwaggerTransform } from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { apiDocsIntroduction } from './api-docs-introduction.ts';

/** The name of the one parameter that stands for a query of any keys (`GET /cms/blogs`' Strapi-style brackets). */
const freeFormQueryName = 'query';

/**
 * @fastify/swagger makes one query parameter per key of the query schema's
 * `properties`, and reads a schema without them (a `z.record`: any key) as if
 * its own keywords were the keys: `GET /cms/blogs` came out with a parameter
 * `type` whose schema was the string "object", which no validator accepts.
 * OpenAPI's way to say "any key=value pairs" is one object parameter in the
 * form style, exploded; such a query is described as that.
 */
const transform: SwaggerTransform = (route) => {
  const transformed = jsonSchemaTransform(route as Parameters<typeof jsonSchemaTransform>[0]);
  const query = transformed.schema.querystring as { properties?: unknown; additionalProperties?: unknown } | undefined;
  if (!query || query.properties !== undefined || query.additionalProperties === undefined) return transformed;
  return {
    ...transformed,
    schema: { ...transformed.schema, querystring: { type: 'object', style: 'form', explode: true, properties: { [freeFormQueryName]: query } } },
  };
};

/** `/api/openapi.json` generated from the contract's zod schemas, and a browsable reference at `/api/docs`. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Talkreel API',
        version: '0.1.0',
        description: apiDocsIntroduction,
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', description: 'A session token from sign-in or the guest login.' },
          apiKey: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'tr_live_…',
            description: "An API key (Account → API keys) with the operation's scope (`x-api-key-scope`).",
          },
        },
      },
    },
    transform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
}
