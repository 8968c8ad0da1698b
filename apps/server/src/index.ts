export * from './build-app.ts';
export * from './start-product.ts';
