import { useTranslation } from 'react-i18next';
import type { Language } from '../../../config/routes';
import { pagePath } from '../../../i18n/paths';
import { ButtonLink } from '../../../components/ui/ButtonLink';
import { messagePanel } from '../../../components/ui/messagePanel';
import { textLink } from '../../../components/ui/textLink';

/**
 * What a post's address shows while the blog's backend does not answer (a 503 the CDN never keeps: the next visit asks
 * again): that the post is unavailable for now, a way to ask again (the same address) and the way back to the blog.
 */
export function PostUnavailable({ language, path }: { language: Language; path: string }) {
  const { t } = useTranslation();
  return (
    <section css={messagePanel} data-testid="post-unavailable">
      <div>
        <h1 css={(theme) => ({ fontSize: theme.fontSizes.xl })}>{t('blog.unavailableTitle')}</h1>
        <p css={(theme) => ({ color: theme.colors.textMuted })}>{t('blog.unavailableText')}</p>
        <div css={(theme) => ({ marginTop: theme.space.md, display: 'grid', gap: theme.space.md, justifyItems: 'center' })}>
          <ButtonLink to={path}>{t('blog.retry')}</ButtonLink>
          <a href={pagePath('blog', language)} css={textLink}>
            ← {t('blog.backToBlog')}
          </a>
        </div>
      </div>
    </section>
  );
}
