import { textareaHeight, wordCount } from './textarea-height';

describe('the chat box height', () => {
  it('starts at 50 px, adds 20 px per line and stops at 150 px', () => {
    expect(textareaHeight('')).toBe(50);
    expect(textareaHeight('one line')).toBe(50);
    expect(textareaHeight('one\ntwo')).toBe(70);
    expect(textareaHeight('1\n2\n3\n4\n5\n6')).toBe(150);
    expect(textareaHeight('1\n2\n3\n4\n5\n6\n7\n8\n9')).toBe(150);
  });

  it('grows in 20 px steps for wrapped lines the browser measures', () => {
    expect(textareaHeight('a long line that wraps', 71)).toBe(90);
    expect(textareaHeight('a long line that wraps', 400)).toBe(150);
    expect(textareaHeight('', 70)).toBe(50);
  });
});

describe('the word count', () => {
  it('counts words separated by any whitespace and ignores blanks', () => {
    expect(wordCount('')).toBe(0);
    expect(wordCount('   \n ')).toBe(0);
    expect(wordCount(' What is\nthe  dose? ')).toBe(4);
  });
});
