import type { PageKey } from '../config/routes';

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
  blog: 'Блог (шапка; записи ведутся в Supabase)',
  thanks: 'Спасибо за заявку (после отправки формы)',
  privacy: 'Политика конфиденциальности',
};

export interface FieldText {
  label: string;
  hint?: string;
}

/** Top-level fields whose meaning differs from the same key inside a block. */
export const TOP_LEVEL_FIELD_TEXT: Readonly<Record<string, FieldText>> = {
  title: { label: 'Заголовок вкладки (title)', hint: 'Название страницы во вкладке браузера и в поисковой выдаче.' },
  description: { label: 'Описание для поисковиков (meta description)', hint: 'Одно-два предложения: их показывают поисковики и соцсети под ссылкой.' },
  heading: { label: 'Главный заголовок страницы (H1)' },
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
  items: { label: 'Элементы' },
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
    hint: 'Файл на сайте (/videos/имя.mp4) или https://…; пусто — без видео.',
  },
};

/** Label and hint of the field `name`; `topLevel` for the fields directly in a page file. */
export function fieldText(name: string, topLevel: boolean): FieldText {
  return (topLevel ? TOP_LEVEL_FIELD_TEXT[name] : undefined) ?? FIELD_TEXT[name] ?? { label: name };
}

/**
 * What a text field's rule (src/schema/schema.ts textPattern) asks, shown under
 * the field when a value breaks it; `maxLength` is the schema's limit for the field.
 */
export function textRuleMessage({ maxLength, link, required }: { maxLength: number; link: boolean; required: boolean }): string {
  if (link) return `Ссылка должна начинаться с https://, http://, / (страница сайта), mailto: или tel: и быть не длиннее ${maxLength} знаков`;
  const limits = `Не длиннее ${maxLength} знаков, без невидимых управляющих символов`;
  return required ? `${limits}; поле не может состоять из одних пробелов` : limits;
}

/** Why a page was not saved: its file would be larger than the build accepts (src/schema/schema.ts CONTENT_LIMITS.fileBytes). */
export function fileTooLargeMessage(bytes: number, limit: number): string {
  const kb = (n: number) => `${Math.ceil(n / 1024)} КБ`;
  return `файл страницы получился бы ${kb(bytes)}, а сайт принимает не больше ${kb(limit)}; сократите тексты или списки`;
}
