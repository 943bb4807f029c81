/**
 * BroadcastChannel within this test file: jsdom has none, and Node's reaches every worker thread of the process, so one
 * file's sign-in would make another file's "tab" reload (src/utils/session-channel.ts). Delivered asynchronously, never
 * to the sender, as a browser does.
 */
class FileBroadcastChannel extends EventTarget {
  private static open = new Map<string, Set<FileBroadcastChannel>>();
  onmessage: ((event: MessageEvent) => void) | null = null;
  constructor(readonly name: string) {
    super();
    const peers = FileBroadcastChannel.open.get(name) ?? new Set();
    peers.add(this);
    FileBroadcastChannel.open.set(name, peers);
  }
  postMessage(data: unknown): void {
    for (const peer of FileBroadcastChannel.open.get(this.name) ?? []) {
      if (peer === this) continue;
      setTimeout(() => {
        const event = new MessageEvent('message', { data: structuredClone(data) });
        peer.dispatchEvent(event);
        peer.onmessage?.(event);
      }, 0);
    }
  }
  close(): void {
    FileBroadcastChannel.open.get(this.name)?.delete(this);
  }
}
(globalThis as unknown as { BroadcastChannel: unknown }).BroadcastChannel = FileBroadcastChannel;

export {};
