import type { AiSetting } from '@balancer/contract';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch, renderWithProviders } from '../../../test/render';
import { SettingRow } from './setting-row';

const base: AiSetting = { key: 'model', label: 'Model', value: null, source: 'default', isSet: false, updatedAt: null, updatedBy: null };
const renderRow = (setting: AiSetting, canStoreApiKey = true) =>
  renderWithProviders(
    <ul>
      <SettingRow setting={setting} canStoreApiKey={canStoreApiKey} />
    </ul>,
  );

afterEach(() => vi.unstubAllGlobals());

describe('SettingRow', () => {
  it('shows a long value as its first 50 words and an ellipsis', () => {
    const prompt = Array.from({ length: 80 }, (_, i) => `word${i}`).join(' ');
    renderRow({ ...base, key: 'answer_prompt', label: 'Answer prompt', value: prompt, isSet: true });
    const row = screen.getByTestId('setting-answer_prompt');
    expect(row).toHaveTextContent('word49…');
    expect(row).not.toHaveTextContent('word50');
    expect(row).toHaveTextContent('built-in default');
  });

  it('shows the API key only as set, and edits it in an empty password field', async () => {
    const user = userEvent.setup();
    renderRow({ ...base, key: 'api_key', label: 'API key', isSet: true, source: 'saved' });
    expect(screen.getByTestId('setting-api_key')).toHaveTextContent(/^API keyset/);
    await user.click(screen.getByRole('button', { name: 'Update API key' }));
    const field = screen.getByLabelText('New value for API key');
    expect(field).toHaveAttribute('type', 'password');
    expect(field).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Forget the saved key' })).toBeInTheDocument();
  });

  it("shows the server's message under the field when a value is refused", async () => {
    mockFetch(async () => ({
      status: 400,
      body: {
        error: 'value: Enter an http:// or https:// URL',
        code: 'validation_error',
        fields: { value: ['Enter an http:// or https:// URL'] },
        requestId: 'r1',
      },
    }));
    const user = userEvent.setup();
    renderRow({ ...base, key: 'base_url', label: 'Base URL' });
    await user.click(screen.getByRole('button', { name: 'Update Base URL' }));
    const field = screen.getByLabelText('New value for Base URL');
    await user.type(field, 'ftp://models.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Enter an http:// or https:// URL')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
