import type { PageKey } from '../config/routes';
import type { Field } from '../schema/schema';

/**
 * What the editors read in the CMS: Russian names for the pages and for the
 * content fields of src/schema/. Fields are named by their key wherever they
 * occur (a `heading` is a heading on every page); a key missing here still
 * appears in the editor under its own name, so a new schema field never needs
 * this file to be editable (a unit test lists keys still without a label).
 */
export const PAGE_LABELS: Record<PageKey, string> = {
  landing: 'Главная',
  scripts: 'Сценарии',
  production: 'Продакшн',
  'product-placement': 'Продакт-плейсмент',
  events: 'Мероприятия',
  contacts: 'Контакты',
  casting: 'Кастинг',
  team: 'Команда',
  about: 'О нас',
  cases: 'Кейсы',
  kremlin: 'Кремлёвская Ёлка 2.0',
  blog: 'Блог (шапка страницы; сами записи здесь не редактируются)',
  thanks: 'Спасибо за заявку (после отправки формы)',
  privacy: 'Политика конфиденциальности',
};

export interface FieldText {
  label: string;
  hint?: string;
}

/** Top-level fields whose meaning differs from the same key inside a block. */
export const TOP_LEVEL_FIELD_TEXT: Readonly<Record<string, FieldText>> = {
  title: { label: 'Заголовок вкладки браузера', hint: 'Название страницы во вкладке браузера и в поисковой выдаче.' },
  description: {
    label: 'Описание для поисковиков',
    hint: 'Одно-два предложения: их показывают поисковики и соцсети под ссылкой.',
  },
  heading: { label: 'Главный заголовок страницы' },
};

export const FIELD_TEXT: Readonly<Record<string, FieldText>> = {
  about: { label: 'О проекте' },
  achievements: { label: 'Достижения' },
  application: { label: 'Заявка по почте' },
  apply: { label: 'Кнопка «Подать заявку»' },
  benefits: { label: 'Преимущества' },
  blog: { label: 'Пункт меню «Блог»' },
  cases: { label: 'Пункт меню «Кейсы»' },
  casting: { label: 'Пункт меню «Кастинг»' },
  category: { label: 'Категория' },
  consent: { label: 'Согласие на обработку данных (под кнопкой)', hint: 'За этим текстом идёт ссылка на политику конфиденциальности.' },
  contact: { label: 'Контакт' },
  contactLabel: { label: 'Текст кнопки связи' },
  cta: { label: 'Приглашение в конце страницы', hint: 'Кнопка всегда ведёт на страницу контактов.' },
  dates: { label: 'Даты' },
  datesLabel: { label: 'Подпись к датам' },
  description: { label: 'Описание' },
  descriptionLabel: { label: 'Подпись поля «Описание»' },
  email: { label: 'Электронная почта' },
  emailLabel: { label: 'Подпись поля «Почта»' },
  events: { label: 'Пункт меню «Мероприятия»' },
  experience: { label: 'Опыт' },
  facts: { label: 'Цифры проекта' },
  figures: { label: 'Цифры' },
  figuresHeading: { label: 'Заголовок блока цифр' },
  form: { label: 'Форма заявки' },
  groups: { label: 'Группы контактов' },
  heading: { label: 'Заголовок' },
  href: {
    label: 'Ссылка',
    hint: 'https://…, адрес страницы сайта (/contacts), mailto:почта или tel:+7…; пусто — без ссылки.',
  },
  integrations: { label: 'Форматы интеграции' },
  intro: { label: 'Вступление (абзацы)' },
  kicker: { label: 'Надзаголовок' },
  kremlin: { label: 'Пункт меню «Кремлёвская ёлка»' },
  label: { label: 'Подпись' },
  lead: { label: 'Вводный абзац' },
  link: { label: 'Ссылка в конце раздела (необязательно)' },
  links: { label: 'Ссылки' },
  members: { label: 'Участники команды' },
  menu: { label: 'Пункты меню', hint: 'Порядок пунктов задан сайтом; здесь меняются только их названия.' },
  menuLabel: { label: 'Подпись меню (для экранных дикторов)' },
  name: { label: 'Имя' },
  nameLabel: { label: 'Подпись поля «Имя»' },
  note: { label: 'Примечание под формой' },
  offerings: { label: 'Услуги' },
  options: { label: 'Варианты интеграции' },
  optionsHeading: { label: 'Заголовок блока вариантов' },
  optionsLead: { label: 'Вступление к вариантам' },
  paragraphs: { label: 'Абзацы' },
  partners: { label: 'Партнёры' },
  partnersHeading: { label: 'Заголовок блока партнёров' },
  partnersLead: { label: 'Вступление к партнёрам' },
  phone: { label: 'Телефон' },
  philosophy: { label: 'Философия' },
  presentationLabel: { label: 'Текст ссылки на презентацию (PDF)' },
  privacyLink: { label: 'Текст ссылки на политику конфиденциальности' },
  process: { label: 'Этапы работы' },
  production: { label: 'Пункт меню «Продакшн»' },
  productPlacement: { label: 'Пункт меню «Продакт-плейсмент»' },
  projects: { label: 'Проекты' },
  projectsHeading: { label: 'Заголовок блока проектов' },
  projectsLead: { label: 'Вступление к проектам' },
  projectTypeLabel: { label: 'Подпись поля «Тип проекта»' },
  projectTypePrompt: { label: 'Подсказка в списке типов проекта' },
  projectTypes: { label: 'Типы проектов' },
  requiredNote: { label: 'Пояснение к обязательным полям', hint: 'Обязательные поля отмечены звёздочкой (*).' },
  requirements: { label: 'Требования' },
  review: { label: 'Как рассматриваем заявки' },
  role: { label: 'Роль' },
  scripts: { label: 'Пункт меню «Сценарии»' },
  sections: { label: 'Разделы' },
  services: { label: 'Услуги' },
  showInitials: { label: 'Показывать монограммы вместо фото' },
  social: { label: 'Соцсети' },
  stats: { label: 'Цифры' },
  steps: { label: 'Шаги' },
  subject: { label: 'Тема письма' },
  subjectLabel: { label: 'Подпись к теме письма' },
  submitLabel: { label: 'Текст кнопки отправки' },
  tagline: { label: 'Слоган' },
  text: { label: 'Текст' },
  title: { label: 'Название' },
  type: { label: 'Тип' },
  types: { label: 'Виды мероприятий' },
  value: { label: 'Значение' },
  venue: { label: 'Место' },
  venueLabel: { label: 'Подпись к месту' },
  videoFallback: { label: 'Текст, если видео не воспроизводится' },
  videoUrl: {
    label: 'Видео (адрес)',
    hint: 'Прямая ссылка на видеофайл .mp4 или .webm: файл сайта (/videos/имя.mp4) или https://…/имя.mp4. Ссылки на YouTube и другие страницы с плеером не подходят. Пусто — без видео.',
  },
};

/**
 * The labels and hints of «Общие тексты» (locales/<language>/common.json), by
 * the field's path: the same keys mean other things there (`title` is the 404
 * page's tab title, `scripts` a footer link).
 */
export const LOCALE_FIELD_TEXT: Readonly<Record<string, FieldText>> = {
  brand: { label: 'Логотип в шапке' },
  'brand.homeLabel': { label: 'Подпись ссылки логотипа (для экранных дикторов)' },
  skipLink: { label: 'Ссылка «к содержимому» (её видно, когда по странице идут с клавиатуры)' },
  language: { label: 'Переключатель языка' },
  'language.switcherLabel': { label: 'Подпись переключателя (для экранных дикторов)' },
  'language.ru': { label: 'Название русского языка' },
  'language.en': { label: 'Название английского языка' },
  nav: { label: 'Ссылки в подвале', hint: 'Порядок ссылок задан сайтом; здесь меняются только их названия.' },
  'nav.footerLabel': { label: 'Подпись блока ссылок (для экранных дикторов)' },
  'nav.scripts': { label: 'Ссылка «Сценарии»' },
  'nav.production': { label: 'Ссылка «Продакшн»' },
  'nav.team': { label: 'Ссылка «Команда»' },
  'nav.about': { label: 'Ссылка «О нас»' },
  'nav.home': { label: 'Подпись ссылки на главную (для экранных дикторов; на экране — кинокамеры)' },
  'nav.casting': { label: 'Ссылка «Кастинг»' },
  'nav.contacts': { label: 'Ссылка «Контакты»' },
  'nav.product-placement': { label: 'Ссылка «Продакт-плейсмент»' },
  'nav.events': { label: 'Ссылка «Мероприятия»' },
  'nav.kremlin': { label: 'Ссылка «Кремлёвская Ёлка» (красная)' },
  footer: { label: 'Подвал' },
  'footer.copyright': { label: 'Строка внизу подвала' },
  notFound: { label: 'Страница 404 (адрес не найден)' },
  'notFound.title': { label: 'Заголовок вкладки браузера' },
  'notFound.description': { label: 'Описание для поисковиков' },
  'notFound.heading': { label: 'Заголовок' },
  'notFound.homeLink': { label: 'Ссылка на главную' },
  'notFound.hint': { label: 'Пояснение под заголовком' },
  blog: { label: 'Лента блога' },
  'blog.loading': { label: 'Пока записи загружаются' },
  'blog.empty': { label: 'Когда записей нет' },
  'blog.feedLabel': { label: 'Подпись ленты (для экранных дикторов)' },
  'blog.telegramTitle': { label: 'Название встроенного поста Telegram' },
  'blog.videoFallback': { label: 'Текст, если видео не воспроизводится' },
  'blog.photoAlt': { label: 'Описание фото (для экранных дикторов)' },
  'blog.photoAltPlain': { label: 'Описание фото в записи без текста' },
  'blog.videoLabel': { label: 'Подпись видео (для экранных дикторов)' },
  'blog.videoLabelPlain': { label: 'Подпись видео в записи без текста' },
  'blog.postLink': {
    label: 'Заголовок страницы записи без текста',
    hint: '{{date}} — дата записи; так называется страница записи, в которой только фото или видео.',
  },
  'blog.share': { label: 'Кнопка «Поделиться» записью' },
  'blog.shareCopied': { label: 'Сообщение, что ссылка на запись скопирована' },
  'blog.shareFailed': { label: 'Сообщение, если ссылку скопировать не удалось', hint: '{{url}} — адрес записи.' },
  'blog.backToBlog': { label: 'Ссылка со страницы записи назад к блогу' },
  'blog.postNav': { label: 'Подпись ссылок на соседние записи (для экранных дикторов)' },
  'blog.newerPost': { label: 'Ссылка на следующую (более новую) запись' },
  'blog.olderPost': { label: 'Ссылка на предыдущую (более старую) запись' },
  'blog.unavailableTitle': { label: 'Заголовок страницы записи, когда блог временно недоступен' },
  'blog.unavailableText': { label: 'Текст страницы записи, когда блог временно недоступен' },
  'blog.retry': { label: 'Ссылка «попробовать ещё раз» на этой странице' },
  'blog.searchLabel': { label: 'Подпись поля поиска по блогу' },
  'blog.searchButton': { label: 'Кнопка поиска' },
  'blog.searchEmpty': { label: 'Когда поиск ничего не нашёл', hint: '{{query}} — то, что искал посетитель.' },
  'blog.searchShowAll': { label: 'Ссылка из пустого поиска обратно ко всем записям' },
  form: { label: 'Форма заявки (на странице контактов)' },
  'form.requiredMark': { label: 'Знак обязательного поля', hint: 'Стоит после подписи каждого обязательного поля.' },
  'form.honeypotLabel': {
    label: 'Подпись скрытого поля-ловушки для ботов',
    hint: 'Посетители его не видят; заполняют только программы-спамеры, и такие заявки отбрасываются.',
  },
};

/** What a placeholder of a UI string stands for (i18next fills it in); a page's placeholders stand for its fields. */
export const PLACEHOLDER_MEANING: Readonly<Record<string, string>> = {
  year: 'текущий год',
  index: 'номер фото или видео в записи',
  count: 'сколько их в записи',
  excerpt: 'начало текста записи',
};

/**
 * A list item's name in the forms Russian needs: beside a number («1
 * участник», «3 участника», «11 участников») and after «Добавить»
 * («Добавить участника»). Decap builds its list headings from one plural
 * label («11 элементы»); src/cms/listWidget.tsx gives it these instead.
 */
export interface ItemNoun {
  /** After 1, 21, 101…, and an item's own name («Участник 3»). */
  one: string;
  /** After 2–4, 22–24… */
  few: string;
  /** After 0, 5–20, 25–30… */
  many: string;
  /** «Добавить …». */
  accusative: string;
  /** The list's label where its key says nothing of its items (`items`). */
  plural: string;
}

const noun = (one: string, few: string, many: string, accusative: string, plural: string): ItemNoun => ({
  one,
  few,
  many,
  accusative,
  plural,
});
const CARD = noun('карточка', 'карточки', 'карточек', 'карточку', 'Карточки');
const FIGURE = noun('цифра', 'цифры', 'цифр', 'цифру', 'Цифры');
const PARAGRAPH = noun('абзац', 'абзаца', 'абзацев', 'абзац', 'Абзацы');
const PROJECT = noun('проект', 'проекта', 'проектов', 'проект', 'Проекты');

/** Unnamed items, for a list added to the schema before its items get a name here (a unit test lists such lists). */
export const GENERIC_ITEM = noun('элемент', 'элемента', 'элементов', 'элемент', 'Элементы');

/**
 * Item names, by the list's key; for the `items` of a block, by the block's
 * key (`members.items`) or else by the items' shared type (every card
 * section's items are cards).
 */
export const ITEM_NOUNS: Readonly<Record<string, ItemNoun>> = {
  intro: PARAGRAPH,
  paragraphs: PARAGRAPH,
  sections: noun('раздел', 'раздела', 'разделов', 'раздел', 'Разделы'),
  partners: noun('партнёр', 'партнёра', 'партнёров', 'партнёра', 'Партнёры'),
  projects: PROJECT,
  steps: noun('шаг', 'шага', 'шагов', 'шаг', 'Шаги'),
  links: noun('ссылка', 'ссылки', 'ссылок', 'ссылку', 'Ссылки'),
  groups: noun('группа', 'группы', 'групп', 'группу', 'Группы'),
  projectTypes: noun('тип проекта', 'типа проекта', 'типов проекта', 'тип проекта', 'Типы проектов'),
  figures: FIGURE,
  facts: FIGURE,
  options: noun('вариант', 'варианта', 'вариантов', 'вариант', 'Варианты'),
  'members.items': noun('участник', 'участника', 'участников', 'участника', 'Участники'),
  'groups.items': noun('контакт', 'контакта', 'контактов', 'контакт', 'Контакты'),
  'projects.items': PROJECT,
  ContentCard: CARD,
  ContentStat: FIGURE,
};

/** A field's path in its file: the keys from the top, list indices left out (`members`, `items`, `role`). */
export type FieldPath = readonly string[];

/** Whose words label a field: a page's data file, or the UI strings of «Общие тексты». */
export type LabelSource = 'page' | 'locale';

/** The name of the items of the list at `path`, or undefined when this file gives it none yet. */
export function itemNoun(path: FieldPath, list: Extract<Field, { kind: 'list' }>): ItemNoun | undefined {
  const name = path[path.length - 1];
  const parent = path[path.length - 2];
  const byKey = name === 'items' ? (parent === undefined ? undefined : ITEM_NOUNS[`${parent}.items`]) : ITEM_NOUNS[name ?? ''];
  return byKey ?? (list.of.kind === 'object' && list.of.typeName ? ITEM_NOUNS[list.of.typeName] : undefined);
}

/** Label and hint of the field at `path`. */
export function fieldText(path: FieldPath, field: Field, source: LabelSource = 'page'): FieldText {
  const name = path[path.length - 1] ?? '';
  if (source === 'locale') return LOCALE_FIELD_TEXT[path.join('.')] ?? { label: name };
  const own = (path.length === 1 ? TOP_LEVEL_FIELD_TEXT[name] : undefined) ?? FIELD_TEXT[name];
  if (own) return own;
  // A block's `items` are named by what they are: «Участники», «Карточки».
  if (field.kind === 'list' && name === 'items') return { label: (itemNoun(path, field) ?? GENERIC_ITEM).plural };
  return { label: name };
}

/** Russian's plural category of a whole number (CLDR's, as Intl has it): 1 → one, 3 → few, 11 → many. */
export function pluralCategory(count: number): 'one' | 'few' | 'many' {
  const category = new Intl.PluralRules('ru').select(count);
  return category === 'one' || category === 'many' ? category : 'few';
}

/** «1 участник», «3 участника», «11 участников». */
export function countOf(count: number, item: ItemNoun): string {
  return `${count} ${item[pluralCategory(count)]}`;
}

/** «Участник», as an item's own title. */
export const capitalized = (text: string) => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
