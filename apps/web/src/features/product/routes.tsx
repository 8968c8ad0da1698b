import { IconShoppingBag } from '@tabler/icons-react';
import { lazy } from 'react';
import { defineFeature } from '../../app/feature-definition.ts';
import { enProduct } from './i18n/en.ts';
import { zhCnProduct } from './i18n/zh-cn.ts';

/** Product link → analysis → product page → video, and the manual media flow (site §2, §4, §5; unbuilt-areas U2). */
export const productFeature = defineFeature({
  routes: [
    { path: '/product-to-video', page: lazy(() => import('./pages/product-to-video-page.tsx').then((module) => ({ default: module.ProductToVideoPage }))) },
    { path: '/create/product', page: lazy(() => import('./pages/create-product-page.tsx').then((module) => ({ default: module.CreateProductPage }))) },
  ],
  navigation: { path: '/product-to-video', labelKey: 'nav.productToVideo', icon: IconShoppingBag, order: 8 },
  translations: { en: enProduct, zhCn: zhCnProduct },
});
