// What the v1 adapter uses of content: the service (docs/architecture.md).
export { type ContentService } from './content.service';
