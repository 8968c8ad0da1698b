/** A public product page offered as a sample link, with the kind of shop it shows. */
export interface SampleProductUrl {
  url: string;
  /** The shop platform, so that the samples cover each kind of page the analysis reads. */
  platform: 'shopify' | 'woocommerce' | 'etsy';
  name: string;
}

/**
 * Product pages the URL-to-video form offers as samples: long-lived demo
 * stores and a marketplace listing, one page per platform the analysis has
 * rules for. They are fetched only when a person picks one, through the same
 * analysis as any link.
 */
export const sampleProductUrls: readonly SampleProductUrl[] = [
  { url: 'https://www.allbirds.com/products/mens-tree-runners', platform: 'shopify', name: 'Allbirds Tree Runners (Shopify)' },
  { url: 'https://woocommerce.com/products/storefront/', platform: 'woocommerce', name: 'Storefront theme (WooCommerce)' },
  { url: 'https://themes.woocommerce.com/storefront/product/hoodie-with-logo/', platform: 'woocommerce', name: 'Hoodie with Logo (WooCommerce demo store)' },
  { url: 'https://www.etsy.com/listing/550571276/the-original-hey-there-pumpkin-doormat', platform: 'etsy', name: 'Hey there pumpkin doormat (Etsy)' },
];
