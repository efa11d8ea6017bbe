import { css } from '@emotion/react';
import { useTranslation } from 'react-i18next';
import { BLOG_EMBED_MIN_HEIGHT_PX } from '../../config/constants';

/**
 * A Telegram post in its widget frame (SPEC §2). The sandbox grants only what
 * the widget needs: its own scripts and cookies on t.me (a cross-origin frame,
 * so allow-same-origin gives it nothing of ours) and opening links in a new tab.
 */
export function TelegramEmbed({ url }: { url: string }) {
  const { t } = useTranslation();
  return (
    <iframe
      src={url}
      title={t('blog.telegramTitle')}
      loading="lazy"
      sandbox="allow-scripts allow-same-origin allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="strict-origin-when-cross-origin"
      data-testid="blog-embed"
      css={(theme) => css`
        display: block;
        width: 100%;
        min-height: ${BLOG_EMBED_MIN_HEIGHT_PX}px;
        border: 0;
        border-radius: ${theme.radii.sm};
        background: ${theme.colors.surfaceRaised};
      `}
    />
  );
}
