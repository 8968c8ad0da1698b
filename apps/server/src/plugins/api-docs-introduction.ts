import { apiKeyPrefix, lowCreditsThreshold, webhookEventTypes } from '@talkreel/contract';

/**
 * The introduction of `/api/docs` (Markdown, shown above the operations):
 * the envelope, API-key authentication with curl and TypeScript examples,
 * scopes, rate limits and webhooks.
 */
export const apiDocsIntroduction = `Every response is \`{code, msg, data}\`; \`code 0\` is success, and the HTTP status tells the class of failure (see API.md for the business codes).

## Authentication

Send a token as \`Authorization: Bearer <token>\`: a session token from sign-in, or an **API key** (\`${apiKeyPrefix}…\`) created under Account → API keys. A key is shown once; only its SHA-256 is kept. Revoking it refuses it from the next request on.

Each operation names the scope an API key needs (\`x-api-key-scope\`): \`read\` for reading, \`videos\` to make and change videos, uploads, looks and avatars, \`voices\` to change My Voices, \`admin\` for the account, its keys and webhooks (and every other scope). Sign-in and sign-out calls are not open to API keys. A key is limited per minute (\`X-RateLimit-Limit\`, \`X-RateLimit-Remaining\`); past it the answer is 429 with \`Retry-After\`.

\`\`\`sh
curl -s https://your-talkreel.example/api/project/list \\
  -H "Authorization: Bearer $TALKREEL_API_KEY"

curl -s https://your-talkreel.example/api/project/task/submit \\
  -H "Authorization: Bearer $TALKREEL_API_KEY" -H 'Content-Type: application/json' \\
  -d '{"tasks":[{"project_id":"<project id>","index":0}],"callback_url":"https://example.com/talkreel-hook"}'
\`\`\`

\`\`\`ts
const response = await fetch('https://your-talkreel.example/api/project/render/status?project_id=<project id>&index=0', {
  headers: { Authorization: \`Bearer \${process.env.TALKREEL_API_KEY}\` },
});
const { code, msg, data } = await response.json();
if (code !== 0) throw new Error(msg);
console.log(data.status, data.video_url);
\`\`\`

## Webhooks

Endpoints (Account → Webhooks, or \`/v1/webhooks\`) receive ${webhookEventTypes.map((type) => `\`${type}\``).join(', ')} (\`credits.low\` when a debit takes the balance under ${lowCreditsThreshold}). A render's \`callback_url\` gets its \`video.completed\` or \`video.failed\` the same way, signed with the account's callback secret (\`GET /v1/webhooks/callback-secret\`).

Each delivery is a POST of \`{type, timestamp, data}\` signed per [Standard Webhooks](https://www.standardwebhooks.com/): headers \`webhook-id\` (the event's id: the same in every retry, so drop repeats), \`webhook-timestamp\` and \`webhook-signature\` (\`v1,\` + base64 HMAC-SHA256 of \`id.timestamp.body\`, keyed by the base64-decoded part of the secret after \`whsec_\`). Answer 2xx within 10 s; redirects are not followed. Failed deliveries are retried after 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, 14 h, 14 h and 14 h; when all fail, the endpoint is turned off and its owner mailed.

\`\`\`ts
import { Webhook } from 'standardwebhooks';

const webhook = new Webhook(process.env.TALKREEL_WEBHOOK_SECRET!); // whsec_…
// The raw body, exactly as received, and the request's headers:
const event = webhook.verify(rawBody, { 'webhook-id': id, 'webhook-timestamp': timestamp, 'webhook-signature': signature });
\`\`\``;
