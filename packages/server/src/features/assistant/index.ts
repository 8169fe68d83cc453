// What the v1 adapter uses of JJ: the service, its rate limit and the stored conversation's shape.
export { assistantRateLimit } from './assistant.routes';
export { type AssistantService } from './assistant.service';
export { type StoredConversation } from './conversation-store';
