export type { EventBus, LiveEvent, NewMessageEvent, NotificationEvent } from './bus';
export { MemoryEventBus } from './memory-bus';
