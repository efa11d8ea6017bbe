/** The web-font loader as the page runs it, in its head (src/gatsby/fonts/loaderBundle.ts bundles this entry). */
import { declareCachedFaces, loadWebFonts, pageFaces } from './fontLoader';

const { faces, after } = pageFaces();
if (!declareCachedFaces(faces)) loadWebFonts(faces, after);
