/** The feed worker's script on the built site (src/gatsby/islands/bundle.ts bundles it with supabase-js). */
import { serveFeed } from './feedWorker';

serveFeed(self);
