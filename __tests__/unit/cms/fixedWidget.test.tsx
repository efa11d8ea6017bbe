/**
 * A string product.md fixes, in «Общие тексты»: shown, not
 * editable; a file that holds something else gets the fixed text back.
 */
import { render, screen } from '@testing-library/react';
import { FixedTextControl } from '../../../src/cms/fixedWidget';

const field = { get: (key: string) => (key === 'fixed' ? 'Oops! Page not found' : undefined) };

test('the fixed text is shown with why it cannot change, and there is nothing to type into', () => {
  const onChange = jest.fn();
  render(<FixedTextControl field={field} value="Oops! Page not found" onChange={onChange} forID="heading-1" classNameWrapper="" />);
  expect(screen.getByText('Oops! Page not found')).toBeTruthy();
  expect(screen.getByText('Текст задан спецификацией сайта; изменить его нельзя.')).toBeTruthy();
  expect(document.querySelector('input, textarea, [contenteditable="true"]')).toBeNull();
  expect(onChange).not.toHaveBeenCalled();
});

test('a hand-edited file gets the fixed text back, so saving it repairs what the build refuses', () => {
  const onChange = jest.fn();
  render(<FixedTextControl field={field} value="Page not found" onChange={onChange} forID="heading-1" classNameWrapper="" />);
  expect(onChange).toHaveBeenCalledWith('Oops! Page not found');
});
