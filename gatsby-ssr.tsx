export { wrapPageElement, wrapRootElement } from './src/gatsby/ssr/wrapElements';
export { onPreRenderHTML } from './src/gatsby/ssr/onPreRenderHTML';
export { replaceRenderer } from './src/gatsby/ssr/replaceRenderer';
