export { wrapPageElement, wrapRootElement } from './src/gatsby/ssr/wrapElements';
