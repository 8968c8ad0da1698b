import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@talkreel/contract';
import { callRoute } from './call-route.ts';

const greetRoute = defineRoute({
  method: 'GET',
  path: '/greet/:name',
  summary: 'test route',
  tag: 'test',
  auth: 'none',
  query: z.object({ times: z.coerce.number().int() }),
  data: z.object({ text: z.string() }),
});

const echoRoute = defineRoute({
  method: 'POST',
  path: '/echo',
  summary: 'test route',
  tag: 'test',
  auth: 'session',
  body: z.object({ word: z.string() }),
  data: z.object({ word: z.string(), authorization: z.string() }),
});

/** A small app answering in the envelope, and once outside the contract, so the helper's checks are seen to bite. */
describe('callRoute', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = Fastify();
    app.get<{ Params: { name: string }; Querystring: { times: string } }>('/api/greet/:name', async (request) => ({
      code: 0,
      msg: 'ok',
      data: request.params.name === 'broken' ? { text: 42 } : { text: `hello ${request.params.name} `.repeat(Number(request.query.times)).trim() },
    }));
    app.post<{ Body: { word: string } }>('/api/echo', async (request, reply) =>
      request.body.word === 'no'
        ? reply.status(400).send({ code: 40000, msg: 'Say something else', data: null })
        : { code: 0, msg: 'ok', data: { word: request.body.word, authorization: request.headers.authorization, extra: 'not in the contract' } },
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('fills the path and query from the contract and returns data parsed by its schema', async () => {
    const reply = await callRoute(app, greetRoute, { params: { name: 'Ada Lovelace' }, query: { times: 2 } });
    expect(reply).toMatchObject({ status: 200, code: 0, msg: 'ok', data: { text: 'hello Ada Lovelace hello Ada Lovelace' } });
  });

  it('sends the body as JSON with the bearer token, and drops what the contract does not name', async () => {
    const reply = await callRoute({ app }, echoRoute, { body: { word: 'hi' }, token: 'abc' });
    expect(reply.data).toEqual({ word: 'hi', authorization: 'Bearer abc' });
  });

  it('fails the call when the answer breaks the contract', async () => {
    await expect(callRoute(app, greetRoute, { params: { name: 'broken' }, query: { times: 1 } })).rejects.toThrow(
      /GET \/greet\/:name answered data outside its contract/u,
    );
  });

  it('keeps the code and message of a failed call, and refuses to hand out its data', async () => {
    const reply = await callRoute(app, echoRoute, { body: { word: 'no' } });
    expect(reply).toMatchObject({ status: 400, code: 40000, msg: 'Say something else' });
    expect(() => reply.data).toThrow('POST /echo failed with 40000: Say something else');
  });
});
