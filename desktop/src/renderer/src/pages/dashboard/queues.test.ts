import { describe, expect, it } from "vitest";
import { allowedPath } from "../../guard";
import { queuesFor, QUEUES } from "./queues";

describe("#dashboard.queuesFor", () => {
  it("should show each group only the queues whose screen it may open", () => {
    for (const groupId of [1, 2, 3, 4]) {
      for (const queue of queuesFor(groupId)) expect(allowedPath(groupId, queue.href), queue.href).toBe(true);
    }
  });

  it("should give admins every queue and intake its shipping-request and assemble queues", () => {
    expect(queuesFor(1).map((queue) => queue.id)).toEqual(QUEUES.map((queue) => queue.id));
    expect(queuesFor(3).map((queue) => queue.id)).toEqual(["approvals", "blacklist", "consolidations"]);
  });
});
