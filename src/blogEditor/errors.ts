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

/** A supabase-js (PostgREST, Storage, Auth) error as the editor tells it. */
export function editorError(error: { status?: number; code?: string; message?: string } | null | undefined, status?: number): EditorError {
  const code = error?.code ?? '';
  const httpStatus = status ?? error?.status ?? 0;
  if (httpStatus === 401 || code === 'PGRST301' || code === 'PGRST303') return new EditorError(SESSION_ENDED, 401);
  if (httpStatus === 403 || code === '42501') return new EditorError(NOT_AN_EDITOR, 403);
  if (httpStatus === 0 || /fetch|network/i.test(error?.message ?? '')) return new EditorError(NO_CONNECTION, 503);
  if (code === '23514') return new EditorError(`Запись не подходит к правилам ленты: ${error?.message ?? ''}`, 400);
  return new EditorError(`Сервер не принял запрос: ${error?.message ?? `ошибка ${httpStatus}`}`, httpStatus || 500);
}
