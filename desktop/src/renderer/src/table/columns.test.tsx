import { STAFF_GROUPS } from "@ipf/shared";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router-dom";
import { describe, expect, it } from "vitest";
import { wireCustomer } from "../testing/wire";
import { allowedPath } from "../guard";
import { MayOpenContext } from "../links";
import { RequestFacts } from "../ui/RequestFacts";
import { ParcelLink, suspiciousRow } from "./columns";

const { admin, support, intake, other } = STAFF_GROUPS;
const customer = wireCustomer({ addressHash: "IPF-42" });

/** `node` as the shell draws it for a staff member of `groupId`. */
function drawn(groupId: number, node: React.ReactNode): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <MayOpenContext.Provider value={(href) => allowedPath(groupId, href)}>{node}</MayOpenContext.Provider>
    </MemoryRouter>,
  );
}

describe("links of the queues", () => {
  it("should link a parcel code to the parcels screen for the groups that may open it", () => {
    for (const group of [admin, support]) {
      expect(drawn(group, <ParcelLink code="AB12CD34" />)).toContain('href="/manage-packages?packageId=AB12CD34"');
    }
  });

  it("should write the code as plain text for intake and other staff, whom the screen would turn away", () => {
    for (const group of [intake, other]) {
      const markup = drawn(group, <ParcelLink code="AB12CD34" />);
      expect(markup).not.toContain("<a");
      expect(markup).toContain("AB12CD34");
    }
  });

  it("should link the customer of a request only for the groups that may open the customer's page", () => {
    const facts = <RequestFacts user={customer} date="2026-11-24T14:02:00.000Z" />;
    expect(drawn(admin, facts)).toContain('href="/user/c1"');
    expect(drawn(support, facts)).toContain('href="/user/c1"');
    const forIntake = drawn(intake, facts);
    expect(forIntake).not.toContain("<a");
    expect(forIntake).toContain("Amina Benali");
  });
});

describe("suspiciousRow", () => {
  it("should mark the row of a suspicious customer's request, and no other", () => {
    expect(suspiciousRow({ user: { ...customer, suspicious: true } })).toBe("ipf-row-suspicious");
    expect(suspiciousRow({ user: { ...customer, suspicious: false } })).toBeUndefined();
    expect(suspiciousRow({ user: null })).toBeUndefined();
  });
});
