// What the users administration uses of accounts: the user row, its public shape and account mail.
export { queueTokenMail } from './account-mail';
export { toUser } from './accounts.service';
export { createUsersRepo, type UserRow } from './users.repo';
