import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { formatMoneyCents } from "@ipf/shared/format";
import { makeCustomer, makeStaff, makeWarehouse, PASSWORD, staffToken } from "../test/factories.js";
import { chooseOffer, makeParcel } from "../test/factories-parcels.js";
import { makeTicket, postForm } from "../test/factories-accounts.js";
import { startSmtpPeer } from "../test/smtp-peer.js";

const smtp = await startSmtpPeer();
/** `text` as a regular expression matching itself. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const app = await createTestApp({
  SMTP_URL: smtp.url,
  PUBLIC_URL: "https://ipf.example",
  MAIL_FROM: "IPF <no-reply@ipf.example>",
});

describe("the mail path, against a real SMTP server", () => {
  it("delivers the sign-up e-mails in Arabic, text and HTML, and the code confirms the account", async () => {
    const res = await app.request("POST", "/api/users/signup", {
      body: {
        firstName: "سارة",
        lastName: "حداد",
        latinFirstName: "Sara",
        latinLastName: "Haddad",
        email: "sara.smtp@example.com",
        phone: "+213551234567",
        password: "a-long-password",
        language: "ar",
      },
    });
    expect(res.status).toBe(201);
    const both = [await smtp.next(), await smtp.next()];
    const welcome = both.find((m) => !/\d{6}$/.test(m.subject))!;
    const codeMail = both.find((m) => /\d{6}$/.test(m.subject))!;
    expect(welcome).toMatchObject({
      from: "no-reply@ipf.example",
      to: ["sara.smtp@example.com"],
      subject: "مرحبًا بك في IPF",
    });
    const code = /(\d{6})$/.exec(codeMail.subject)?.[1];
    expect(code).toBeDefined();
    expect(codeMail.subject).toBe(`رمز تأكيد بريدك الإلكتروني: ${code}`);
    expect(codeMail.text).toContain(`رمز تأكيد بريدك الإلكتروني هو: ${code}`);
    expect(codeMail.html).toContain('dir="rtl"');
    expect(codeMail.html).toContain(code);

    const confirm = await app.request("POST", "/api/users/confirm-otp", { token: res.body.token, body: { otp: code } });
    expect(confirm.status).toBe(200);
  });

  it("delivers the reset link in English", async () => {
    const customer = await makeCustomer(app.db, { language: "en", first_name: "Paul" });
    expect((await app.request("POST", "/api/users/password/recover", { body: { email: customer.email } })).status).toBe(
      200,
    );
    const mail = await smtp.next();
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe("Reset your password");
    // Asked from 127.0.0.1 (a loopback name, outside production), the link leads back there, not to PUBLIC_URL.
    const link = new RegExp(`${literal(app.url)}/en/reset-password\\?token=[\\w-]+`).exec(mail.text)?.[0];
    expect(link).toBeDefined();
    expect(mail.html).toContain(link!);
    expect(mail.text).toContain("Hello Paul,");
    const token = new URL(link!).searchParams.get("token")!;
    const reset = await app.request("POST", "/api/users/password/reset", {
      body: { token, password: "brand-new-pass" },
    });
    expect(reset.status).toBe(200);
  });

  it("delivers a staff reply in French with the link to the ticket", async () => {
    const customer = await makeCustomer(app.db, { language: "fr", first_name: "Chloé" });
    const ticket = await makeTicket(app.db, customer.id, { title: "Facture <manquante>" });
    const staff = await makeStaff(app.db, { group_id: 2 });
    const res = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "La facture est jointe & envoyée." },
      { token: staffToken(app, staff) },
    );
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.subject).toBe("Nouvelle réponse à votre ticket : Facture <manquante>");
    expect(mail.text).toContain("Bonjour Chloé,");
    expect(mail.text).toContain("La facture est jointe & envoyée.");
    expect(mail.text).toContain(`https://ipf.example/fr/support/${ticket.id}`);
    // The HTML escapes what the customer and staff typed.
    expect(mail.html).toContain("Facture &lt;manquante&gt;");
    expect(mail.html).toContain("jointe &amp; envoyée");
  });
});

describe("the e-mails of a shipment, against a real SMTP server", () => {
  const makeCarrier = async (warehouseId: string, name: string, nameAr: string, days: [number, number]) =>
    (
      await app
        .db("carriers")
        .insert({ warehouse_id: warehouseId, name, name_ar: nameAr, min_ship_days: days[0], max_ship_days: days[1] })
        .returning("id")
    )[0] as { id: string };

  it("delivers the offers in Arabic when staff approve a shipping request, cheapest first, with the way to pay", async () => {
    const customer = await makeCustomer(app.db, { language: "ar", first_name: "سارة" });
    const warehouse = await makeWarehouse(app.db);
    const express = await makeCarrier(warehouse.id, "Swift Express", "سويفت إكسبريس", [2, 4]);
    const economy = await makeCarrier(warehouse.id, "Slow Post", "البريد البطيء", [10, 20]);
    const parcel = await makeParcel(app.db, {
      customer_id: customer.id,
      warehouse_id: warehouse.id,
      state: "awaiting_approval",
    });
    const staff = await makeStaff(app.db, { group_id: 2 });
    const res = await app.request("POST", "/api/packages/approval/accept", {
      token: staffToken(app, staff),
      body: {
        packageId: parcel.id,
        methods: [
          { company: express.id, price: "42.5" },
          { company: economy.id, price: 19 },
        ],
      },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe(`عروض شحن الطرد ${parcel.parcel_code} جاهزة`);
    expect(mail.text).toContain("أهلًا سارة،");
    const economyAt = mail.text.indexOf(`البريد البطيء: ${formatMoneyCents(1900, "USD", "ar")}، من 10 إلى 20 يومًا`);
    const expressAt = mail.text.indexOf(`سويفت إكسبريس: ${formatMoneyCents(4250, "USD", "ar")}، من 2 إلى 4 أيام`);
    expect(economyAt).toBeGreaterThan(0);
    expect(expressAt).toBeGreaterThan(economyAt);
    expect(mail.text).toContain("اختر عرضًا وادفع: https://ipf.example/ar/dashboard");
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<a href="https://ipf.example/ar/dashboard"');
  });

  it("delivers the shipment in French with the carrier's tracking link, the site's link where they signed in", async () => {
    const customer = await makeCustomer(app.db, { language: "fr", first_name: "Chloé" });
    // Signed in at 127.0.0.1: the links to the site lead back there.
    const login = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const warehouse = await makeWarehouse(app.db);
    const carrier = await makeCarrier(warehouse.id, "Swift Express", "سويفت إكسبريس", [2, 4]);
    const parcel = await makeParcel(app.db, { customer_id: customer.id, warehouse_id: warehouse.id, state: "paid" });
    await chooseOffer(app.db, parcel.id, carrier.id, 2590);
    const staff = await makeStaff(app.db, { group_id: 2 });
    const trackLink = "https://track.example/parcel?code=SW123&lang=fr";
    const res = await app.request("POST", "/api/packages/shipping/ship", {
      token: staffToken(app, staff),
      body: { packageId: parcel.id, trackNumber: "SW123", trackLink, weight: 1.1, length: 31, width: 21, height: 11 },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.to).toEqual([customer.email]);
    expect(mail.subject).toBe(`Votre colis ${parcel.parcel_code} est expédié`);
    expect(mail.text).toContain(`Votre colis ${parcel.parcel_code} a quitté notre entrepôt avec Swift Express`);
    expect(mail.text).toContain("Numéro de suivi : SW123");
    expect(mail.text).toContain(`Suivre mon colis: ${trackLink}`);
    expect(mail.text).toContain(`Mes colis expédiés: ${app.url}/fr/shipped`);
    expect(mail.html).toContain('<a href="https://track.example/parcel?code=SW123&amp;lang=fr"');
    expect(mail.html).toContain(`<a href="${app.url}/fr/shipped"`);
  });

  it("delivers a parcel handed over without tracking in English, with no tracking link", async () => {
    const customer = await makeCustomer(app.db, { language: "en", first_name: "Paul" });
    const warehouse = await makeWarehouse(app.db);
    const parcel = await makeParcel(app.db, { customer_id: customer.id, warehouse_id: warehouse.id, state: "paid" });
    const staff = await makeStaff(app.db, { group_id: 2 });
    const res = await app.request("POST", "/api/packages/shipping/complete", {
      token: staffToken(app, staff),
      body: { requestId: parcel.id },
    });
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.subject).toBe(`Your parcel ${parcel.parcel_code} has shipped`);
    expect(mail.text).toContain(`Your parcel ${parcel.parcel_code} has left our warehouse and is on its way to you.`);
    expect(mail.text).not.toContain("Track");
    expect(mail.text).toContain("My shipped parcels: https://ipf.example/en/shipped");
  });
});

describe("e-mail links, on the address the customer used", () => {
  it("links a staff reply to the address the customer last signed in at", async () => {
    const customer = await makeCustomer(app.db, { language: "en", first_name: "Paul" });
    const login = await app.request("POST", "/api/users/login", {
      body: { email: customer.email, password: PASSWORD },
    });
    expect(login.status).toBe(200);
    const ticket = await makeTicket(app.db, customer.id, { title: "Where is it?" });
    const staff = await makeStaff(app.db, { group_id: 2 });
    const res = await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "On its way." },
      { token: staffToken(app, staff) },
    );
    expect(res.status).toBe(200);
    const mail = await smtp.next();
    expect(mail.text).toContain(`${app.url}/en/support/${ticket.id}`);
    expect(mail.text).not.toContain("https://ipf.example");
  });

  it("falls back to PUBLIC_URL when the address kept is no longer one of ours", async () => {
    const customer = await makeCustomer(app.db, { language: "en", site_origin: "https://old-name.example" });
    const ticket = await makeTicket(app.db, customer.id, { title: "Hello" });
    const staff = await makeStaff(app.db, { group_id: 2 });
    await postForm(
      app,
      "/api/admins/support/send",
      { ticketId: ticket.id, message: "Hi" },
      { token: staffToken(app, staff) },
    );
    const mail = await smtp.next();
    expect(mail.text).toContain(`https://ipf.example/en/support/${ticket.id}`);
  });
});

describe("the mail frame", () => {
  it("links bare addresses, shows an image and action links, and escapes everything else", async () => {
    const { htmlFrame } = await import("./layout.js");
    const html = htmlFrame(
      "ar",
      "عنوان <b>",
      ["https://ipf.example/ar/reset-password?token=a&b", "<script>x</script>"],
      {
        image: { url: "https://ipf.example/uploads/p.webp", alt: "صورة" },
        actions: [{ label: "افتح خزانتي", url: "https://ipf.example/ar/dashboard" }],
      },
    );
    expect(html).toContain('dir="rtl"');
    expect(html).toContain('<a href="https://ipf.example/ar/reset-password?token=a&amp;b"');
    expect(html).toContain('<img src="https://ipf.example/uploads/p.webp" alt="صورة"');
    expect(html).toContain(
      '<a href="https://ipf.example/ar/dashboard" style="color:#0b3d91;font-weight:bold">افتح خزانتي</a>',
    );
    expect(html).toContain("&lt;script&gt;x&lt;/script&gt;");
    expect(html).toContain("عنوان &lt;b&gt;");
  });

  it("gives each paragraph its own direction: a reply in English keeps its '!' at its end in an Arabic mail", async () => {
    const { supportReplyMail } = await import("./support-reply.js");
    const mail = supportReplyMail(
      { email: "amina@example.com", first_name: "أمينة", language: "ar" },
      { title: "أين طردي؟" },
      "Thank you!",
      "https://ipf.example/ar/support/1",
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<p dir="auto" style="margin:0 0 12px">Thank you!</p>');
    expect(mail.html).toMatch(/<p dir="auto" style="margin:0 0 12px">أهلًا أمينة،<\/p>/);
  });
});
