import { expect, test } from "./fixtures";

test.describe("the running product", () => {
  test("answers health, the OpenAPI document and JSON 404s under /api", async ({ request }) => {
    const health = await request.get("/api/health");
    expect(health.ok()).toBe(true);
    expect(await health.json()).toMatchObject({ status: "ok", database: "ok" });

    const openApi = await request.get("/api/openapi.json");
    expect(Object.keys((await openApi.json()).paths)).toEqual(
      expect.arrayContaining(["/api/users/login", "/api/users/signup", "/api/admins/login"]),
    );

    const missing = await request.get("/api/nothing-here");
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toMatchObject({ error: true, code: "NOT_FOUND" });
  });

  test("shows a sign-up's welcome e-mail in the development mailbox", async ({ page, request }) => {
    const email = `mailbox-${Date.now()}@example.com`;
    const signup = await request.post("/api/users/signup", {
      data: {
        firstName: "Nadia",
        lastName: "Haddad",
        email,
        phone: "+33612345678",
        password: "long-enough",
        language: "en",
      },
    });
    expect(signup.status()).toBe(201);
    const { user } = await signup.json();

    await page.goto("/dev/mailbox");
    // Sign-up sends two e-mails: the welcome below and the confirmation code.
    const message = page.getByRole("article").filter({ hasText: email }).filter({ hasText: "Welcome to IPF" });
    await expect(message).toContainText("Welcome to IPF");
    await expect(message).toContainText(user.addressHash);
  });
});
