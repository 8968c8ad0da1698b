/**
 * Traces of a page that stands in for the one asked for while a site checks
 * for robots: Amazon's "Robot Check" and captcha form, Cloudflare's
 * challenge ("Just a moment...", "Attention Required!"), DataDome's and
 * PerimeterX's captchas, Akamai's "Access Denied" with its reference number.
 * Only what these pages carry and real pages do not (Cloudflare's
 * `challenge-platform` scripts also run on pages that pass, so they do not count).
 */
const blockedPageSignatures: readonly RegExp[] = [
  /<title[^>]*>\s*Robot Check\s*<\/title>/iu,
  /action=["'][^"']*\/errors\/validateCaptcha/iu,
  /<title[^>]*>\s*Just a moment\.\.\.\s*<\/title>/iu,
  /<title[^>]*>\s*Attention Required! \| Cloudflare\s*<\/title>/iu,
  /\bwindow\._cf_chl_opt\b|\bcf-browser-verification\b|\bcf-challenge-running\b/u,
  /\bgeo\.captcha-delivery\.com\b|\bct\.captcha-delivery\.com\b/u,
  /\bid=["']px-captcha["']/u,
  /<title[^>]*>\s*Access Denied\s*<\/title>[\s\S]{0,3000}\bReference #\d/iu,
];

/** Whether the HTML is a robot check or bot challenge instead of the page. */
export function isBlockedPage(html: string): boolean {
  return blockedPageSignatures.some((signature) => signature.test(html));
}
