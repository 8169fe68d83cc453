/** A small list of the most common passwords; length and the checks below catch most of the rest. */
const common = new Set([
  'password',
  'password1',
  'password123',
  '12345678',
  '123456789',
  '1234567890',
  'qwertyuiop',
  'qwerty123',
  'iloveyou',
  'admin123',
  'letmein1',
  'welcome1',
  'abc12345',
  'passw0rd',
  'football',
  'baseball',
  'sunshine',
  'princess',
  'trustno1',
  'changeme',
  'balancer',
  'bipolar1',
]);

export const MIN_PASSWORD_LENGTH = 10;

/** Returns the reasons a password is refused (empty when acceptable). */
export function passwordProblems(password: string, email: string): string[] {
  const problems: string[] = [];
  if (password.length < MIN_PASSWORD_LENGTH)
    problems.push(`This password is too short. It must contain at least ${MIN_PASSWORD_LENGTH} characters.`);
  if (/^\d+$/.test(password)) problems.push('This password is entirely numeric.');
  if (common.has(password.toLowerCase())) problems.push('This password is too common.');
  const local = email.split('@')[0]?.toLowerCase() ?? '';
  if (local.length >= 4 && password.toLowerCase().includes(local)) problems.push('The password is too similar to the email.');
  if (new Set(password).size < 4) problems.push('This password repeats too few characters.');
  return problems;
}
