/** The web-font loader as the page runs it (src/gatsby/fonts/loaderBundle.ts bundles this entry). */
import { loadWebFonts, pageFaces } from './fontLoader';

const { faces, after } = pageFaces();
loadWebFonts(faces, after);
