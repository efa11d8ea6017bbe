/**
 * The editor's errors in Russian, with the HTTP status react-admin's auth provider reads (checkError): a 401 asks for
 * the password again, anything else is shown and the form keeps what was typed.
 */
export class EditorError extends Error {
  constructor(
    message: string,
    readonly status: number,
    /** For a refused save: the post as it is now in the database. */
    readonly current?: unknown,
  ) {
    super(message);
    this.name = 'EditorError';
  }
}

export const SESSION_ENDED = 'Сессия закончилась: войдите снова. Несохранённый текст останется в черновике.';
export const NOT_AN_EDITOR = 'У этой учётной записи нет прав редактора блога. Попросите администратора студии добавить вас в редакторы.';
export const NO_CONNECTION = 'Нет связи с сервером. Проверьте подключение и попробуйте ещё раз: введённое не потеряется.';
export const WRONG_CREDENTIALS = 'Неверная почта или пароль.';
export const EMAIL_NOT_CONFIRMED = 'Адрес почты ещё не подтверждён: откройте ссылку из письма-приглашения и задайте пароль.';
export const TOO_MANY_TRIES = 'Слишком много попыток: подождите несколько минут и попробуйте снова.';

/** What Supabase Auth answered a password sign-in with, in the editor's words; never whether the address exists. */
export function signInError(error: { status?: number; code?: string }): EditorError {
  if (error.code === 'email_not_confirmed') return new EditorError(EMAIL_NOT_CONFIRMED, 400);
  if (error.status === 429 || error.code === 'over_request_rate_limit') return new EditorError(TOO_MANY_TRIES, 429);
  if (!error.status) return new EditorError(NO_CONNECTION, 503);
  if (error.status < 500) return new EditorError(WRONG_CREDENTIALS, 400);
  return new EditorError(`Сервер входа не ответил (ошибка ${error.status}). Попробуйте ещё раз через минуту.`, error.status);
}

/** A supabase-js (PostgREST, Storage, Auth) error as the editor tells it. */
export function editorError(error: { status?: number; code?: string; message?: string } | null | undefined, status?: number): EditorError {
  const code = error?.code ?? '';
  const httpStatus = status ?? error?.status ?? 0;
  if (httpStatus === 401 || code === 'PGRST301' || code === 'PGRST303') return new EditorError(SESSION_ENDED, 401);
  if (httpStatus === 403 || code === '42501') return new EditorError(NOT_AN_EDITOR, 403);
  if (httpStatus === 0 || /fetch|network/i.test(error?.message ?? '')) return new EditorError(NO_CONNECTION, 503);
  if (code === '23505' && /slug/.test(error?.message ?? '')) {
    return new EditorError('Этот адрес уже занят другой записью: выберите другой или оставьте поле пустым.', 400);
  }
  if (code === '23514' && /cannot change/.test(error?.message ?? '')) {
    return new EditorError('Адрес опубликованной записи не меняется: ссылки на неё уже могли разойтись.', 400);
  }
  if (code === '23514') return new EditorError('Запись не подходит к правилам ленты: проверьте текст и фото и видео.', 400);
  if (httpStatus === 429) return new EditorError(TOO_MANY_TRIES, 429);
  return new EditorError(
    `Сервер не принял запрос (ошибка ${httpStatus || code || 'без кода'}). Введённое не потеряется: попробуйте ещё раз.`,
    httpStatus || 500,
  );
}
