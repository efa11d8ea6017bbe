import { Component } from 'react';

interface FixedTextProps {
  field: { get(key: string): unknown };
  value?: unknown;
  onChange(value: string): void;
  forID: string;
  classNameWrapper: string;
}

/**
 * A text product.md fixes letter for letter ('Oops! Page not found', the blog's
 * 'Loading...'), shown but not editable (`fixed` in src/schema/schema.ts).
 * A file that holds anything else (a hand edit) gets the fixed text back, so
 * saving repairs what the build would refuse. A class, as Decap hands its
 * controls a ref.
 */
export class FixedTextControl extends Component<FixedTextProps> {
  override componentDidMount() {
    const fixed = String(this.props.field.get('fixed'));
    if (this.props.value !== fixed) this.props.onChange(fixed);
  }

  override render() {
    const { field, forID, classNameWrapper } = this.props;
    return (
      <div id={forID} className={classNameWrapper} aria-readonly="true" style={{ background: '#eff0f4', color: '#313d3e' }}>
        <div>{String(field.get('fixed'))}</div>
        <small style={{ display: 'block', marginTop: 6, color: '#7a8291' }}>Текст задан спецификацией сайта; изменить его нельзя.</small>
      </div>
    );
  }
}

export function FixedTextPreview({ value }: { value?: unknown }) {
  return <span>{typeof value === 'string' ? value : ''}</span>;
}
