/**
 * What the editor says when content breaks a rule of the schema, in Russian
 * and in the same words wherever it says it: under the field in the form
 * (Decap's own checks, whose phrases src/cms/index.tsx replaces with these),
 * in the live preview, and when a save is refused (src/cms/saveCheck.ts).
 * Each problem comes from the build's own check (src/schema/schema.ts
 * findProblems), so the editor and the build judge one rule set.
 */
import { type Field, type Fields, findProblems, type SchemaProblem, type TextField, VIDEO_FILE_TYPES } from '../schema/schema';
import { capitalized, countOf, fieldText, GENERIC_ITEM, itemNoun, type ItemNoun, type LabelSource, PLACEHOLDER_MEANING } from './labels';

/** Decap's validation phrases (Polyglot, `%{name}`), ours: registered over its Russian ones. */
export const FORM_PHRASES = {
  required: 'Заполните поле «%{fieldLabel}».',
  regexPattern: '«%{fieldLabel}»: %{pattern}.',
} as const;

const interpolate = (phrase: string, values: Record<string, string>) =>
  phrase.replace(/%\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A required field left empty: Decap's presence check. */
export const requiredMessage = (label: string) => interpolate(FORM_PHRASES.required, { fieldLabel: label });

/** A text that breaks its rules (length, control characters, blanks, a link's form, placeholders): Decap's pattern check. */
export const patternMessage = (label: string, rule: string) => interpolate(FORM_PHRASES.regexPattern, { fieldLabel: label, pattern: rule });

/** A list with too few or too many items (the list widget's own check, src/cms/listWidget.tsx). */
export function listCountMessage(
  label: string,
  item: ItemNoun,
  { min, max, count }: { min?: number; max?: number; count: number },
): string {
  const now = `сейчас ${countOf(count, item)}`;
  if (min !== undefined && count < min) return `«${label}»: минимум ${countOf(min, item)}; ${now}.`;
  return `«${label}»: максимум ${countOf(max ?? count, item)}; ${now}.`;
}

/** What a placeholder of the text stands for: a UI string's value from the site, a page's from its field of that name. */
function placeholderMeaning(name: string, siblings: Fields | undefined, source: LabelSource): string {
  const sibling = siblings?.[name];
  if (source === 'page' && sibling) return `сюда подставляется поле «${fieldText([name], sibling).label}»`;
  return PLACEHOLDER_MEANING[name] ?? 'подставляется сайтом';
}

/**
 * The rule of one text field, as the message under it says when a value
 * breaks it (the CMS field's pattern is the same rule: src/schema/schema.ts
 * textPattern). `siblings`: the fields beside it, which a page's placeholders
 * quote.
 */
export function textRuleMessage(field: TextField, siblings?: Fields, source: LabelSource = 'page'): string {
  if (field.fixed !== undefined) return `этот текст задан спецификацией сайта и не меняется: «${field.fixed}»`;
  if (field.format === 'video') {
    return `нужна прямая ссылка на видеофайл ${VIDEO_FILE_TYPES.map((type) => `.${type}`).join(' или ')}: /videos/имя.mp4 (файл сайта) или https://…/имя.mp4 (не http://); ссылка на страницу с плеером (YouTube, VK Видео, Rutube) не подойдёт: такое видео на сайте не запустится`;
  }
  if (field.format === 'href') {
    return `ссылка должна начинаться с https://, http://, / (страница сайта), mailto: или tel: и быть не длиннее ${field.maxLength} знаков`;
  }
  const parts = [`не длиннее ${field.maxLength} знаков, без невидимых управляющих символов`];
  if (!field.optional) parts.push('не из одних пробелов');
  if (field.placeholders) {
    const names = placeholderRules(field, siblings, source);
    parts.push(...names, names.length > 0 ? 'других подстановок в {{…}} быть не может' : 'без подстановок в {{…}}');
  }
  return parts.join('; ');
}

/** What each placeholder a text may hold stands for, and whether it must: «обязательно {{dates}} (сюда подставляется поле «Даты»)». */
export function placeholderRules(field: TextField, siblings?: Fields, source: LabelSource = 'page'): string[] {
  return Object.entries(field.placeholders ?? {}).map(
    ([name, need]) => `${need === 'required' ? 'обязательно' : 'можно'} {{${name}}} (${placeholderMeaning(name, siblings, source)})`,
  );
}

/** Why a page was not saved: its file would be larger than the build accepts (src/schema/schema.ts CONTENT_LIMITS.fileBytes). */
export function fileTooLargeMessage(bytes: number, limit: number): string {
  const kb = (n: number) => `${Math.ceil(n / 1024)} КБ`;
  return `файл страницы получился бы ${kb(bytes)}, а сайт принимает не больше ${kb(limit)}; сократите тексты или списки`;
}

const EXPECTED: Record<Field['kind'], string> = {
  string: 'нужен текст',
  int: 'нужно целое число',
  float: 'нужно число',
  boolean: 'нужно «да» или «нет»',
  list: 'нужен список',
  object: 'нужна группа полей',
};

/** One step of a problem's path, with what the schema says is there. */
interface Step {
  /** Where an editor finds this step: a field's label, or an item's name and number («Участник 3»). */
  label: string;
  /** The label of the field itself, as the form shows it above it («Абзац» for a paragraph of a list). */
  own: string;
  /** Whether the next step is an item of this list, whose name says it all. */
  listOfNext: boolean;
}

/** The labels along `path` in `fields`, and the field at its end (none past an unknown key). */
function walk(path: SchemaProblem['path'], fields: Fields, source: LabelSource): { steps: Step[]; field?: Field; siblings?: Fields } {
  const steps: Step[] = [];
  const keys: string[] = [];
  let field: Field | undefined;
  let siblings: Fields | undefined = fields;
  for (const segment of path) {
    if (typeof segment === 'number') {
      if (field?.kind !== 'list') return { steps };
      const item = itemNoun(keys, field) ?? GENERIC_ITEM;
      steps[steps.length - 1]!.listOfNext = true;
      steps.push({ label: `${capitalized(item.one)} ${segment + 1}`, own: capitalized(item.one), listOfNext: false });
      field = { ...field.of, optional: false };
      siblings = undefined;
      continue;
    }
    const holder: Fields | undefined = field === undefined ? fields : field.kind === 'object' ? field.fields : undefined;
    const next = holder?.[segment];
    keys.push(segment);
    if (!next) {
      steps.push({ label: segment, own: segment, listOfNext: false });
      return { steps };
    }
    siblings = holder;
    field = next;
    const { label } = fieldText(keys, next, source);
    steps.push({ label, own: label, listOfNext: false });
  }
  return { steps, field, siblings };
}

/** A problem as the editor reads it: where (labels from the top of the file) and the form's words for it. */
export interface EditorProblem {
  /** «Участники команды › Участник 3 › Роль». */
  readonly where: string;
  /** What the form says under the field: «Заполните поле «Роль».». */
  readonly message: string;
}

function valueAt(value: unknown, path: SchemaProblem['path']): unknown {
  return path.reduce<unknown>(
    (at, segment) => (at !== null && typeof at === 'object' ? (at as Record<string | number, unknown>)[segment] : undefined),
    value,
  );
}

/** One problem of `value` in the editor's words. */
function editorProblem(problem: SchemaProblem, value: unknown, fields: Fields, source: LabelSource): EditorProblem {
  const { steps, field, siblings } = walk(problem.path, fields, source);
  const where =
    steps
      .filter((step) => !step.listOfNext)
      .map((step) => step.label)
      .join(' › ') || 'Файл';
  const label = steps[steps.length - 1]?.own ?? 'Файл';
  const at = valueAt(value, problem.path);
  const message = ((): string => {
    switch (problem.rule) {
      case 'missing':
        return requiredMessage(label);
      case 'blank':
        // Decap calls an empty text missing, and spaces a text that breaks its pattern.
        return at === '' ? requiredMessage(label) : patternMessage(label, textRuleMessage(field as TextField, siblings, source));
      case 'length':
      case 'control':
      case 'link':
      case 'placeholder':
      case 'fixed':
        return patternMessage(label, textRuleMessage(field as TextField, siblings, source));
      case 'minItems':
      case 'maxItems': {
        const list = field as Extract<Field, { kind: 'list' }>;
        const keys = problem.path.filter((segment): segment is string => typeof segment === 'string');
        return listCountMessage(label, itemNoun(keys, list) ?? GENERIC_ITEM, {
          min: list.minItems,
          max: list.maxItems,
          count: problem.count ?? 0,
        });
      }
      case 'type':
        return `«${label}»: ${field ? EXPECTED[field.kind] : 'неверное значение'}.`;
      case 'unknown':
        return `поля «${label}» в схеме сайта нет, и здесь его не изменить: попросите разработчика убрать его из файла.`;
      case 'file':
        return 'файл должен содержать один объект JSON.';
    }
  })();
  return { where, message };
}

/** Every problem the build's check finds in `value`, in the editor's words. */
export function editorProblems(value: unknown, fields: Fields, source: LabelSource = 'page'): EditorProblem[] {
  return findProblems(value, fields).map((problem) => editorProblem(problem, value, fields, source));
}

/** «Участники команды › Участник 3 › Роль: Заполните поле «Роль».» */
export const problemLine = ({ where, message }: EditorProblem) => `${where}: ${message}`;
