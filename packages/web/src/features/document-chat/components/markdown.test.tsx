import { render, screen } from '@testing-library/react';
import { Markdown } from './markdown';

const guid = '3f2c8a4e-1b7d-4c9a-9e1f-5a6b7c8d9e0f';
const cite = (c: { page: number }, key: string) => <a key={key} href={`#p${c.page}`}>{`p. ${c.page}`}</a>;

describe('Markdown', () => {
  it('shows HTML in an answer as text, never as markup', () => {
    const { container } = render(<Markdown text={'<img src=x onerror="alert(1)"> <b>bold</b>'} renderCitation={cite} />);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('b')).toBeNull();
    expect(container).toHaveTextContent('<img src=x onerror="alert(1)"> <b>bold</b>');
  });

  it('renders lists, emphasis, code, safe links and citations', () => {
    const text = [
      '## Dosing',
      `**Lithium** needs *levels* ***[${guid}, Page 2, Chunk 3]***`,
      '',
      '- one `code`',
      '- two [paper](https://example.org/p) and [bad](javascript:alert(1))',
      '1. first',
    ].join('\n');
    const { container } = render(<Markdown text={text} renderCitation={cite} />);
    expect(screen.getByText('Dosing')).toBeInTheDocument();
    expect(container.querySelector('strong')).toHaveTextContent('Lithium');
    expect(container.querySelector('em')).toHaveTextContent('levels');
    expect(screen.getByRole('link', { name: 'p. 2' })).toHaveAttribute('href', '#p2');
    expect(container.querySelectorAll('ul > li')).toHaveLength(2);
    expect(container.querySelectorAll('ol > li')).toHaveLength(1);
    expect(container.querySelector('code')).toHaveTextContent('code');
    expect(screen.getByRole('link', { name: 'paper' })).toHaveAttribute('href', 'https://example.org/p');
    expect(screen.queryByRole('link', { name: 'bad' })).toBeNull();
  });
});
