import type { SendMailPayload } from '@talkreel/jobs';

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;').replaceAll("'", '&#39;');
}

/** The notice an owner gets when an endpoint of theirs is turned off because its deliveries kept failing. */
export function createEndpointDisabledMail(to: string, endpoint: { url: string; reason: string }): SendMailPayload {
  const paragraphs = [
    `Talkreel turned off your webhook endpoint ${endpoint.url}.`,
    `Why: ${endpoint.reason}.`,
    'No more events are sent to it. Once it answers again with a 2xx status, turn it back on under Account → Webhooks; each failed delivery can be sent again from the endpoint’s delivery log.',
  ];
  return {
    to,
    subject: 'Your Talkreel webhook endpoint was turned off',
    text: paragraphs.join('\n\n'),
    html: `<!doctype html><html><body style="font-family:Inter,Arial,sans-serif;color:#111827">\n${paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n')}\n</body></html>`,
  };
}
