/**
 * Decap's list control under src/cms/listWidget.tsx: the
 * count and the add button in Russian, with the item's own name. Decap's
 * control is stood in for by a component that shows what it is given, as
 * Decap's renders it: `${count} ${label.toLowerCase()}` (the singular label for
 * one item) and t('editor.editorWidgets.list.add', { item }).
 */
import { render, screen } from '@testing-library/react';
import { Component, createRef } from 'react';
import { cmsConfig } from '../../../src/cms/config';
import { type ListControlProps, russianListControl } from '../../../src/cms/listWidget';

/** Decap's field maps are Immutable; this is the part a list control reads. */
class FieldMap {
  constructor(private readonly values: Record<string, unknown>) {}
  get(key: string): unknown {
    const value = this.values[key];
    return value !== null && typeof value === 'object' ? { toJS: () => value } : value;
  }
  set(key: string, value: unknown) {
    return new FieldMap({ ...this.values, [key]: value });
  }
}

/** What Decap 3.16's ListControl draws from its props (decap-cms-widget-list ListControl.renderListControl), and a method Decap's form calls through the ref. */
class DecapListStandIn extends Component<ListControlProps> {
  validateSize() {
    return this.props.t('editor.editorControlPane.widget.rangeCount', {
      fieldLabel: this.props.field.get('label'),
      minCount: 1,
      maxCount: 100,
    });
  }
  override render() {
    const { field, value, t } = this.props;
    const size = value?.size ?? 0;
    const label = String(size === 1 ? field.get('label_singular') : field.get('label')).toLowerCase();
    return (
      <div>
        <span>{`${size} ${label}`}</span>
        <button type="button">{t('editor.editorWidgets.list.add', { item: String(field.get('label_singular')).toLowerCase() })}</button>
      </div>
    );
  }
}

const RussianList = russianListControl(DecapListStandIn);
const teamMembers = cmsConfig({ localBackendUrl: null, repo: 'studio/site' })
  .collections[0]!.files.find((f) => f.name === 'team')!
  .fields.find((f) => f.name === 'members')!
  .fields!.find((f) => f.name === 'items')!;
const decapT = (key: string) => `decap:${key}`;

test.each([
  [0, '0 участников'],
  [1, '1 участник'],
  [3, '3 участника'],
  [11, '11 участников'],
  [21, '21 участник'],
])('%i members: «%s», and «Добавить участника»', (size, heading) => {
  render(<RussianList field={new FieldMap({ ...teamMembers })} value={{ size }} t={decapT} />);
  expect(screen.getByText(heading)).toBeTruthy();
  expect(screen.getByRole('button').textContent).toBe('Добавить участника');
});

test("Decap's form reaches its own control through the ref, and a count out of range is worded as in the preview", () => {
  const ref = createRef<DecapListStandIn>();
  render(<RussianList ref={ref} field={new FieldMap({ ...teamMembers })} value={{ size: 0 }} t={decapT} />);
  expect(ref.current).toBeInstanceOf(DecapListStandIn);
  expect(ref.current!.validateSize()).toBe('«Участники»: минимум 1 участник; сейчас 0 участников.');
});

test('a list without item names, and every other phrase, is left to Decap', () => {
  render(<RussianList field={new FieldMap({ label: 'Разное', label_singular: 'разное' })} value={{ size: 2 }} t={decapT} />);
  expect(screen.getByText('2 разное')).toBeTruthy();
  expect(screen.getByRole('button').textContent).toBe('decap:editor.editorWidgets.list.add');
});
