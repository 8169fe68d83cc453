import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { BLUR_CLOSE_MS, ChipsInput } from './chips-input';
import type { ChipSuggestion } from './chips-filter';

const suggestions: ChipSuggestion[] = [
  { value: 'Aripiprazole plus Lithium', aliases: [], ingredients: ['Aripiprazole', 'Lithium'] },
  { value: 'Aripiprazole once-monthly LAI', aliases: [], ingredients: ['Aripiprazole'] },
  { value: 'Lithium', aliases: ['Lithobid', 'Eskalith'], ingredients: ['Lithium'] },
  { value: 'Lurasidone', aliases: ['Latuda'], ingredients: ['Lurasidone'] },
  { value: 'Valproate', aliases: ['Depakote', 'divalproex'], ingredients: ['Valproate'] },
];

function Harness({ initial = [] as string[], onChange = (_: string[]) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ChipsInput
        label="Prior medications"
        value={value}
        onChange={(v) => {
          setValue(v);
          onChange(v);
        }}
        suggestions={suggestions}
      />
      <button type="button">elsewhere</button>
    </>
  );
}

const chips = () => screen.getByRole('list', { name: 'Selected prior medications' }).querySelectorAll('li');

describe('ChipsInput', () => {
  it('is a labelled combobox whose list is capped at 15rem', () => {
    render(<Harness />);
    const input = screen.getByRole('combobox', { name: 'Prior medications' });
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('listbox', { hidden: true })).toHaveClass('max-h-60');
  });

  it('filters suggestions case-insensitively, by name and by alias, and hides chosen ones', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Lithium']} />);
    await user.type(screen.getByRole('combobox'), 'LIT');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Aripiprazole plus Lithium']);
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'PA');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Valproate (Depakote)']);
    await user.clear(screen.getByRole('combobox'));
    await user.type(screen.getByRole('combobox'), 'latu');
    expect(screen.getByRole('option')).toHaveTextContent('Lurasidone (Latuda)');
  });

  it.each([['{Enter}'], [','], ['{Tab}']])('commits the typed text with %s, trimmed, and marks it unrecognised', async (key) => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), `  Zyprexa${key}`);
    expect(chips()).toHaveLength(1);
    expect(chips()[0]).toHaveTextContent('Zyprexa(not recognised)');
    expect(screen.getByRole('combobox')).toHaveValue('');
  });

  it('takes the highlighted top match with Enter: "lith" gives Lithium, the single agent before its combinations', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'lith');
    expect(screen.getAllByRole('option')[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    expect(chips()[0]).toHaveTextContent(/^Lithium×$/);
  });

  it('types spaces and hyphens while the list is open; comma commits the text as typed', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'Aripiprazole once monthly');
    expect(input).toHaveValue('Aripiprazole once monthly');
    expect(screen.getByRole('option')).toHaveTextContent('Aripiprazole once-monthly LAI');
    await user.keyboard('{Enter}');
    expect(chips()[0]).toHaveTextContent('Aripiprazole once-monthly LAI');
    await user.type(input, 'lith,');
    expect(chips()[1]).toHaveTextContent('lith(not recognised)');
  });

  it('commits the typed text with Enter after Escape closes the list', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByRole('combobox'), 'lith{Escape}{Enter}');
    expect(chips()[0]).toHaveTextContent('lith');
  });

  it('ignores blanks and duplicates (any case)', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['Lithium']} />);
    await user.type(screen.getByRole('combobox'), ' {Enter},lithium{Enter}');
    expect(chips()).toHaveLength(1);
  });

  it('removes the last chip with Backspace on an empty input, and any chip with its button', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial={['Lithium', 'Valproate', 'Lurasidone']} onChange={onChange} />);
    await user.click(screen.getByRole('combobox'));
    await user.keyboard('{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(['Lithium', 'Valproate']);
    await user.click(screen.getByRole('button', { name: 'Remove Lithium' }));
    expect(onChange).toHaveBeenLastCalledWith(['Valproate']);
  });

  it('picks a suggestion with the arrow keys and Enter, or with a click', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByRole('combobox');
    await user.type(input, 'li');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute('aria-activedescendant', expect.stringMatching(/-1$/));
    await user.keyboard('{Enter}');
    expect(chips()[0]).toHaveTextContent('Aripiprazole plus Lithium');
    await user.type(input, 'lu');
    await user.click(screen.getByRole('option', { name: /Lurasidone/ }));
    expect(chips()).toHaveLength(2);
  });

  it('closes the suggestion list 150 ms after blur', () => {
    vi.useFakeTimers();
    try {
      render(<Harness />);
      const input = screen.getByRole('combobox');
      fireEvent.focus(input);
      fireEvent.change(input, { target: { value: 'li' } });
      expect(input).toHaveAttribute('aria-expanded', 'true');
      fireEvent.blur(input);
      act(() => vi.advanceTimersByTime(BLUR_CLOSE_MS - 10));
      expect(input).toHaveAttribute('aria-expanded', 'true');
      act(() => vi.advanceTimersByTime(20));
      expect(input).toHaveAttribute('aria-expanded', 'false');
    } finally {
      vi.useRealTimers();
    }
  });
});
