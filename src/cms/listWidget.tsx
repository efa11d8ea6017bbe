import { type ComponentType, forwardRef, type Ref } from 'react';
import { type ItemNoun, pluralCategory } from './labels';
import { listCountMessage } from './messages';

/** The parts of Decap's Immutable field map the list control is read through here. */
interface FieldMap {
  get(key: string): unknown;
  set(key: string, value: unknown): FieldMap;
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** The props read here; Decap passes many more, which go to its control as they came. */
export interface ListControlProps {
  field: FieldMap;
  value?: { size: number } | null;
  t: Translate;
}

/** Decap's list widget phrases for a count out of range (decap-cms-lib-widgets validations.validateMinMax). */
const RANGE_KEYS = ['rangeCount', 'rangeCountExact', 'rangeMin', 'rangeMax'].map((key) => `editor.editorControlPane.widget.${key}`);

/** The item's forms the configuration gives a list (src/cms/config.ts `item_noun`), if any. */
function nounOf(field: FieldMap): Omit<ItemNoun, 'plural'> | undefined {
  const forms = field.get('item_noun') as { toJS?: () => unknown } | undefined;
  return forms?.toJS ? (forms.toJS() as Omit<ItemNoun, 'plural'>) : undefined;
}

/**
 * Decap's own list control, speaking Russian: Decap heads a list with its
 * count and one plural label («11 элементы»), names the add button with the
 * singular («Добавить участник») and words a count out of range for any
 * noun («…должно содержать не менее 1 элементов»). This gives the control the
 * item's form for the list's count as its label («11 участников», «3
 * участника», «1 участник»), the accusative to «Добавить» («Добавить
 * участника») and the editor's message for a count out of range
 * (src/cms/messages.ts). The ref goes to Decap's control itself, whose
 * methods Decap's form calls to validate it.
 */
export function russianListControl(DecapList: ComponentType<ListControlProps & { ref?: Ref<unknown> }>) {
  return forwardRef<unknown, ListControlProps>(function RussianList(props, ref) {
    const noun = nounOf(props.field);
    if (!noun) return <DecapList {...props} ref={ref} />;
    const size = props.value?.size ?? 0;
    const label = String(props.field.get('label'));
    const field = props.field.set('label', noun[pluralCategory(size)]).set('label_singular', noun.one);
    const t: Translate = (key, options = {}) => {
      if (key === 'editor.editorWidgets.list.add') return `Добавить ${noun.accusative}`;
      if (RANGE_KEYS.includes(key)) {
        const number = (name: string) => (typeof options[name] === 'number' ? options[name] : undefined);
        return listCountMessage(label, { ...noun, plural: label }, { min: number('minCount'), max: number('maxCount'), count: size });
      }
      return props.t(key, options);
    };
    return <DecapList {...props} field={field} t={t} ref={ref} />;
  });
}
