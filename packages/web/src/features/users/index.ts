/** The Users page (superusers, issue 30). */
export { UsersPage } from './components/users-page';
