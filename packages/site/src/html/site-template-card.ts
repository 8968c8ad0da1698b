/**
 * A template of the catalogue as the site's template list shows it: the
 * fields of the server's template summary (POST /template/list) the card
 * needs; a full summary (with preview_url, category, ...) fits as is.
 */
export interface SiteTemplateCard {
  id: string;
  name: string;
  /** 0 = 9:16 portrait, 1 = 16:9 landscape, 2 = 1:1 square (site-spec §3). */
  aspect_ratio: 0 | 1 | 2;
  /** The rendered cover JPEG; '' while the template's first render is not finished (such a template is left out). */
  cover_url: string;
}
