import { execFileSync } from "node:child_process";
import { expect, type APIRequestContext, type Locator, type Page } from "@playwright/test";
import { bearer, newTrackNumber, ok, staffToken } from "./api";
import type { Scene } from "./queues-shipping";

/** A parcel card of the customer's locker lists, by its code. */
export function card(page: Page, packageId: string): Locator {
  return page.locator("article.parcel-card").filter({ hasText: packageId });
}

/**
 * The staff's and the carrier's part of a claim's journey, through the API
 * as the ship desk, the stand-in shipping engine and the back office would.
 */
export class ClaimScene {
  constructor(
    private readonly request: APIRequestContext,
    private readonly scene: Scene,
  ) {}

  /** Ships the paid parcel with a tracking number the stand-in engine then follows; answers that number. */
  async ship(packageId: string): Promise<string> {
    const trackNumber = newTrackNumber("CLM");
    await ok(
      await this.request.post("/api/packages/shipping/ship", {
        headers: bearer(await this.staffToken()),
        data: {
          packageId,
          trackNumber,
          trackLink: `https://tracking.example/${trackNumber}`,
          weight: 1.2,
          length: 30,
          width: 20,
          height: 10,
        },
      }),
    );
    return trackNumber;
  }

  /** The carrier reports the parcel returned to the sender: a lost claim opens at once. */
  async returnToSender(trackNumber: string, packageId: string): Promise<void> {
    await expect(async () => {
      const moved = await this.request.post("/karrio-local/_advance", {
        data: { trackingNumber: trackNumber, status: "return_to_sender" },
      });
      expect(moved.ok()).toBe(true);
      const form = await ok<{ lost: { open: boolean } }>(
        await this.request.get(`/api/claims/parcels/${packageId}`, { headers: bearer(this.scene.customer.token) }),
      );
      expect(form.lost.open).toBe(true);
    }).toPass({ timeout: 15_000 });
  }

  /** The back office approves the parcel's open claim for `amount`. */
  async approve(packageId: string, amount: number): Promise<void> {
    const headers = bearer(await this.staffToken());
    const { claims } = await ok<{ claims: { _id: string; packageId: string }[] }>(
      await this.request.get("/api/admins/claims", { headers, params: { state: "open", query: packageId } }),
    );
    const claim = claims.find((row) => row.packageId === packageId)!;
    await ok(await this.request.post(`/api/admins/claims/${claim._id}/approve`, { headers, data: { amount } }));
  }

  /** The text of the parcel's invoice (its one complete payment), as pdftotext reads it. */
  async invoiceText(packageId: string): Promise<string> {
    const headers = bearer(this.scene.customer.token);
    const { transactions } = await ok<{ transactions: { _id: string; package: string; status: string }[] }>(
      await this.request.get("/api/users/transactions", { headers, params: { perPage: 100 } }),
    );
    const paid = transactions.find((t) => t.package === packageId && t.status === "complete")!;
    const pdf = await this.request.get(`/api/users/transactions/${paid._id}/invoice`, { headers });
    expect(pdf.ok()).toBe(true);
    return execFileSync("pdftotext", ["-raw", "-", "-"], { input: await pdf.body() })
      .toString()
      .replace(/[\u202a-\u202e]/g, "")
      .replace(/\s+/g, " ");
  }

  private token: string | undefined;
  private async staffToken(): Promise<string> {
    this.token ??= await staffToken(this.request);
    return this.token;
  }
}
