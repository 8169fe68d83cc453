import { describe, expect, it } from 'vitest';
import { startBanner } from './start-banner';

const banner = (admin: Parameters<typeof startBanner>[0]['admin']) =>
  startBanner({ url: 'http://localhost:8000', host: '127.0.0.1', admin, smtp: false });

describe('the start block says the truth about the admin (issues 38, 39)', () => {
  it('shows a generated password only on the start that created it', () => {
    const first = banner({ kind: 'created', email: 'admin@balancer.local', password: 'abcDEF234' });
    expect(first).toContain('Admin:     admin@balancer.local (created now)');
    expect(first).toContain('Password:  abcDEF234');
    const second = banner({ kind: 'none' });
    expect(second).not.toContain('create-superuser');
    expect(second).not.toContain('Password:');
  });

  it('says when ADMIN_EMAIL is deactivated, demoted or missing, and that a start changes none of it', () => {
    const of = (state: 'superuser' | 'deactivated' | 'demoted' | 'missing') =>
      banner({ kind: 'configured', email: 'boss@example.org', state });
    expect(of('superuser')).toContain('Admin:     boss@example.org (ADMIN_EMAIL)');
    expect(of('deactivated')).toMatch(/deactivated by a superuser: a start does not reactivate it/);
    expect(of('demoted')).toMatch(/no longer a superuser: a start does not promote it/);
    expect(of('missing')).toMatch(/no such account: the first superuser is created only on an empty database/);
  });
});
