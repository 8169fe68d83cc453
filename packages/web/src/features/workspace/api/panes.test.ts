import { guidParam, paneParam, visiblePanes } from './panes';

describe('visiblePanes', () => {
  it('shows the chat alone without a document or insights', () => {
    expect(visiblePanes(false, false)).toEqual(['chat']);
  });
  it('puts the document first and insights last', () => {
    expect(visiblePanes(true, false)).toEqual(['document', 'chat']);
    expect(visiblePanes(false, true)).toEqual(['chat', 'insights']);
    expect(visiblePanes(true, true)).toEqual(['document', 'chat', 'insights']);
  });
});

describe('guidParam', () => {
  it('trims, and treats blank as none', () => {
    expect(guidParam(null)).toBeNull();
    expect(guidParam('   ')).toBeNull();
    expect(guidParam(' abc ')).toBe('abc');
  });
});

describe('paneParam', () => {
  it('names a pane, or nothing for anything else', () => {
    expect(paneParam('chat')).toBe('chat');
    expect(paneParam('insights')).toBe('insights');
    expect(paneParam(null)).toBeNull();
    expect(paneParam('toString')).toBeNull();
    expect(paneParam('Chat')).toBeNull();
  });
});
