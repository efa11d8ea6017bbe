export { wrapPageElement, wrapRootElement } from './src/gatsby/wrapElements';
export { onPreRenderHTML } from './src/gatsby/onPreRenderHTML';
export { replaceRenderer } from './src/gatsby/replaceRenderer';
