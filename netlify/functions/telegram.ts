/**
 * The Telegram channel's webhook, at /.netlify/functions/telegram: each post of the studio's channel becomes a blog
 * post (docs/deploying.md, "Telegram"). Thin: netlify/telegram/ does the work.
 * https://docs.netlify.com/build/functions/get-started/
 */
import { handleTelegramWebhook } from '../telegram/handler';

export default (req: Request): Promise<Response> => handleTelegramWebhook(req);
