/**
 * Field names the original API spells in snake_case where v2 spells them in camelCase, on the paths
 * v1 shares with v2 (legacyAliases: accounts, documents, feedback, newsletter). The legacy adapter
 * renames request fields to v2's names and response fields back, so the v1 wire does not change
 * (docs/adr/0029-library-contract-and-v2.md).
 */
export const legacyFieldNames = {
  first_name: 'firstName',
  last_name: 'lastName',
  is_superuser: 'isSuperuser',
  is_active: 'isActive',
  created_at: 'createdAt',
  last_login: 'lastLogin',
  new_email: 'newEmail',
  current_password: 'currentPassword',
  new_password: 'newPassword',
  re_password: 'rePassword',
  re_new_password: 'reNewPassword',
  file_id: 'fileId',
  file_name: 'fileName',
  file_type: 'fileType',
  publication_date: 'publicationDate',
  date_of_upload: 'dateOfUpload',
  page_count: 'pageCount',
  pages_done: 'pagesDone',
  chunk_count: 'chunkCount',
  uploaded_by_email: 'uploadedByEmail',
  handled_at: 'handledAt',
  handled_by: 'handledBy',
} as const satisfies Record<string, string>;
