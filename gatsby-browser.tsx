export { wrapPageElement, wrapRootElement } from './src/gatsby/wrapElements';
