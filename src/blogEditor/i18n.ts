import polyglotI18nProvider from 'ra-i18n-polyglot';
import russianMessages from 'ra-language-russian';

/**
 * The editor speaks Russian: react-admin's own strings from ra-language-russian, ra-supabase's sign-in and password
 * pages (it ships English only) and the editor's own names, here.
 */
const messages = {
  ...russianMessages,
  ra: {
    ...russianMessages.ra,
    // ra-supabase's password pages ask react-admin for these two, which neither language pack has.
    action: { ...russianMessages.ra.action, reset_password: 'Прислать ссылку' },
    auth: { ...russianMessages.ra.auth, email: 'Почта', confirm_password: 'Пароль ещё раз' },
    // Not in ra-language-russian: react-admin falls back to its English words; and a few of its words still Latin.
    message: { ...russianMessages.ra.message, not_found: 'Такой страницы нет: адрес набран с ошибкой или ссылка устарела.' },
    notification: {
      ...russianMessages.ra.notification,
      created: 'Запись создана',
      updated: 'Запись сохранена',
      deleted: 'Запись удалена',
      data_provider_error: 'Ошибка обмена с сервером: подробности в консоли браузера.',
    },
    validation: {
      ...russianMessages.ra.validation,
      email: 'Нужен адрес электронной почты',
      regex: 'Должно подходить под образец: %{pattern}',
    },
    configurable: {
      ...russianMessages.ra.configurable!,
      inspector: { ...russianMessages.ra.configurable!.inspector, content: 'Наведите на элемент страницы, чтобы его настроить' },
    },
    guesser: { empty: { title: 'Нет данных', message: 'Сервер не вернул данных.' } },
  },
  'ra-supabase': {
    auth: {
      email: 'Почта',
      confirm_password: 'Пароль ещё раз',
      sign_in_with: 'Войти через %{provider}',
      forgot_password: 'Забыли пароль?',
      reset_password: 'Прислать ссылку',
      password_reset: 'Если такой адрес есть среди редакторов, на него придёт письмо со ссылкой для нового пароля.',
      missing_tokens: 'Ссылка неполная или устарела: запросите новую.',
      back_to_login: 'Ко входу',
    },
    reset_password: {
      forgot_password: 'Забыли пароль?',
      forgot_password_details: 'Укажите почту: пришлём ссылку, по которой можно задать новый пароль.',
    },
    set_password: { new_password: 'Новый пароль' },
    validation: { password_mismatch: 'Пароли не совпадают' },
  },
  resources: {
    blog_posts: {
      name: 'Запись |||| Записи',
      fields: {
        content: 'Текст',
        media: 'Фото и видео',
        status: 'Статус',
        published_at: 'Дата',
        scheduledAt: 'Дата и время публикации (МСК)',
        q: 'Поиск по тексту',
      },
    },
  },
};

export const i18nProvider = polyglotI18nProvider(() => messages, 'ru', [{ locale: 'ru', name: 'Русский' }], { allowMissing: true });
