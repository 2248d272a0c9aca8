import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { WebSocket as NodeWebSocket, WebSocketServer } from "ws";
import { CLOSE_UNAUTHENTICATED, connectLive, liveUrl, retryDelay } from "./socket";

describe("#live.liveUrl", () => {
  it("should follow the page's origin in the browser build and the configured server in the app", () => {
    expect(liveUrl("", { protocol: "https:", host: "ops.example" })).toBe("wss://ops.example/ws");
    expect(liveUrl("", { protocol: "http:", host: "127.0.0.1:8080" })).toBe("ws://127.0.0.1:8080/ws");
    expect(liveUrl("http://10.0.0.5:8080/", { protocol: "app:", host: "bundle" })).toBe("ws://10.0.0.5:8080/ws");
  });

  it("should wait longer after each failed attempt, at most 30 s", () => {
    expect([0, 1, 2, 10].map(retryDelay)).toEqual([1000, 2000, 4000, 30_000]);
  });
});

describe("#live.connectLive", () => {
  let server: Server;
  let wss: WebSocketServer;
  afterEach(async () => {
    wss?.close();
    await new Promise((resolve) => server?.close(resolve));
  });

  async function listen(onJoin: (socket: NodeWebSocket, token: string) => void) {
    server = createServer();
    wss = new WebSocketServer({ server, path: "/ws" });
    wss.on("connection", (socket) => {
      socket.on("message", (raw) => {
        const message = JSON.parse(String(raw)) as { event: string; data: { token: string } };
        if (message.event === "join") onJoin(socket, message.data.token);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    return `ws://127.0.0.1:${(server.address() as AddressInfo).port}/ws`;
  }

  const open = (url: string) => new NodeWebSocket(url) as unknown as WebSocket;

  it("should join with the staff token and pass the server's events on", async () => {
    const url = await listen((socket, token) => {
      socket.send(JSON.stringify({ event: "joined", data: { role: "staff" } }));
      socket.send(JSON.stringify({ event: "loadShippingPackages", data: { packages: [{ _id: "p1" }], token } }));
    });
    const events: [string, unknown][] = [];
    let joined = 0;
    const received = new Promise<void>((resolve) => {
      const connection = connectLive(
        url,
        "staff-token",
        {
          onEvent: (event, data) => {
            events.push([event, data]);
            connection.close();
            resolve();
          },
          onJoined: () => joined++,
          onUnauthenticated: () => undefined,
        },
        open,
      );
    });
    await received;
    expect(joined).toBe(1);
    expect(events).toEqual([["loadShippingPackages", { packages: [{ _id: "p1" }], token: "staff-token" }]]);
  });

  it("should end the session, not reconnect, when the server refuses the token", async () => {
    let joins = 0;
    const url = await listen((socket) => {
      joins++;
      socket.close(CLOSE_UNAUTHENTICATED, "unauthenticated");
    });
    await new Promise<void>((resolve) => {
      connectLive(url, "old-token", { onEvent: () => undefined, onUnauthenticated: resolve }, open);
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(joins).toBe(1);
  });
});
