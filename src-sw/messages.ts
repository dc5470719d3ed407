/**
 * Messages from the page. SKIP_WAITING lets the page activate a waiting update when the user
 * agrees (updates are prompted, never forced in the middle of a task).
 */
export function listenForMessages(scope: ServiceWorkerGlobalScope): void {
  scope.addEventListener('message', (event: ExtendableMessageEvent) => {
    const data: unknown = event.data;
    if (typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING') {
      void scope.skipWaiting();
    }
  });
}
