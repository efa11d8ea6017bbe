export { wrapPageElement, wrapRootElement } from './src/gatsby/wrapElements';
export { onRenderBody } from './src/gatsby/onRenderBody';
export { replaceRenderer } from './src/gatsby/replaceRenderer';
