/** The link form's page (the sidebar's 'Product to Video'). */
export const PRODUCT_TO_VIDEO_PATH = '/product-to-video';
/** Site §2: the product page, reached after a link is analysed or media are added by hand. */
export const CREATE_PRODUCT_PATH = '/create/product';
/** `?url=`: the site's hero form sends the link here, and the page starts analysing it. */
export const PRODUCT_URL_PARAM = 'url';
/** `sub_type=2` (site §2): a product made from media added by hand. */
export const MANUAL_PRODUCT_SUB_TYPE = '2';

/** The contract's longest id (GET /project/analyze/product_new `id`). */
const MAX_ID_LENGTH = 100;

/** `/create/product?id={prj_id}`: after a link has been analysed. */
export function productPagePathForProject(projectId: string): string {
  return `${CREATE_PRODUCT_PATH}?${new URLSearchParams({ id: projectId }).toString()}`;
}

/** `/create/product?productId={id}&sub_type=2`: after media were added by hand. */
export function productPagePathForManual(productId: string): string {
  return `${CREATE_PRODUCT_PATH}?${new URLSearchParams({ productId, sub_type: MANUAL_PRODUCT_SUB_TYPE }).toString()}`;
}

/**
 * The id the product page reads its record by: `productId` (a product id)
 * when given, else `id` (a project id); GET product_new takes either. Null
 * when the address names neither, or names one no id can be.
 */
export function readProductLookupId(search: URLSearchParams): string | null {
  const value = (search.get('productId') ?? search.get('id') ?? '').trim();
  return value !== '' && value.length <= MAX_ID_LENGTH ? value : null;
}
