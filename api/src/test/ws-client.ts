import { WebSocket } from "ws";

export interface Received {
  event: string;
  data: unknown;
}

/**
 * A real WebSocket client for tests: it records every message, and `next`
 * waits for the first message of an event that `next` has not answered yet
 * (no sleeps).
 */
export class TestSocket {
  readonly received: Received[] = [];
  private readonly taken = new Set<number>();
  private waiters: (() => void)[] = [];
  readonly closed: Promise<{ code: number }>;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (raw) => {
      this.received.push(JSON.parse(raw.toString()) as Received);
      for (const wake of this.waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) => socket.on("close", (code) => resolve({ code })));
  }

  static async open(httpUrl: string, path = "/ws"): Promise<TestSocket> {
    const socket = new WebSocket(httpUrl.replace(/^http/, "ws") + path);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    return new TestSocket(socket);
  }

  send(event: string, data?: unknown): void {
    this.socket.send(JSON.stringify({ event, data }));
  }

  /** Sends join and waits until the server says the socket joined. */
  async join(token: string): Promise<Received> {
    this.send("join", { token });
    return this.next("joined");
  }

  /** The oldest message of `event` not answered by `next` before. */
  async next(event: string, timeoutMs = 5000): Promise<Received> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const index = this.received.findIndex((m, i) => !this.taken.has(i) && m.event === event);
      if (index >= 0) {
        this.taken.add(index);
        return this.received[index]!;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no "${event}" within ${timeoutMs} ms; got ${JSON.stringify(this.received)}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  /** How the server closed the socket, failing when it stays open past `timeoutMs`. */
  async closing(timeoutMs = 5000): Promise<{ code: number }> {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`still open after ${timeoutMs} ms`)), timeoutMs);
    });
    try {
      return await Promise.race([this.closed, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  events(): string[] {
    return this.received.map((m) => m.event);
  }

  close(): void {
    this.socket.close();
  }
}
