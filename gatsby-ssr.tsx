export { wrapPageElement, wrapRootElement } from './src/components/layout/wrappers';
export { onRenderBody } from './src/gatsby/onRenderBody';
