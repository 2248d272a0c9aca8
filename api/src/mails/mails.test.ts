import { describe, expect, it } from "vitest";
import { createTestApp } from "../test/harness.js";
import { makeCustomer, makeStaff } from "../test/factories.js";
import { makeTicket, postForm, staffToken } from "../test/factories-accounts.js";
import { startSmtpPeer } from "../test/smtp-peer.js";

const smtp = await startSmtpPeer();
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
    const link = /https:\/\/ipf\.example\/en\/reset-password\?token=[\w-]+/.exec(mail.text)?.[0];
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
