// What the users administration uses of accounts: the user row, its public shape and account mail.
export { queueTokenMail, retireAccountLinks } from './account-mail';
export { toUser } from './accounts.service';
export { TOKEN_PURPOSES } from './tokens.repo';
export { createUsersRepo, type UserRow } from './users.repo';
