/** Text to match literally inside a RegExp: every character a pattern gives a meaning is escaped. */
export const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
