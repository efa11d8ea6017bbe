export { wrapPageElement, wrapRootElement } from './src/gatsby/wrapElements';
export { onRenderBody } from './src/gatsby/onRenderBody';
export { onPreRenderHTML } from './src/gatsby/onPreRenderHTML';
export { replaceRenderer } from './src/gatsby/replaceRenderer';
