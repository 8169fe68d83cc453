// What the v1 adapter uses of the AI settings: the service (docs/architecture.md).
export { type AiSettingsService } from './ai-settings.service';
