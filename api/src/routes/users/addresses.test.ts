import { describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { makeCustomer } from "../../test/factories.js";
import { ADDRESS, customerToken } from "../../test/factories-accounts.js";

const app = await createTestApp();

const address = ADDRESS;

async function signedIn() {
  const customer = await makeCustomer(app.db);
  return { customer, token: customerToken(app, customer) };
}

const add = (token: string, body: Record<string, unknown>) =>
  app.request("POST", "/api/users/addresses/add", { token, body });

describe("#users.addresses.add", () => {
  it("should require authentication", async () => {
    expect((await app.request("POST", "/api/users/addresses/add", { body: address })).status).toBe(401);
  });

  it("adds an address with a default title, a cleared national ID and an E.164 phone", async () => {
    const { customer, token } = await signedIn();
    const res = await add(token, { ...address, nationalID: "123456789012" });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      error: false,
      message: "The address has been added successfully",
      address: {
        title: "My First Address",
        name: "Amina Benali",
        country: "FR",
        addressLineTwo: "",
        nationalID: "",
        phone: "+33612345678",
      },
    });
    const row = await app.db("address_book").where({ customer_id: customer.id }).first();
    expect(row.national_id).toBe("");
  });

  it("numbers default titles up to 'My Fifteenth Address', then 'Address no. N'; a title given is kept", async () => {
    const { token } = await signedIn();
    const titles: string[] = [];
    for (let i = 0; i < 16; i++) titles.push((await add(token, address)).body.address.title);
    expect(titles.slice(0, 3)).toEqual(["My First Address", "My Second Address", "My Third Address"]);
    expect(titles[14]).toBe("My Fifteenth Address");
    expect(titles[15]).toBe("Address no. 16");
    expect((await add(token, { ...address, title: "Home" })).body.address.title).toBe("Home");
  });

  it("numbers racing additions one after another", async () => {
    const { token } = await signedIn();
    const answers = await Promise.all([1, 2, 3].map(() => add(token, address)));
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201]);
    expect(answers.map((a) => a.body.address.title).sort()).toEqual([
      "My First Address",
      "My Second Address",
      "My Third Address",
    ]);
  });

  it("requires a national ID longer than 8 characters for Algeria", async () => {
    const { customer, token } = await signedIn();
    const dz = { ...address, country: "DZ", phone: "+213551234567" };
    const missing = await add(token, dz);
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({ nationalID: "nationalIDRequired" });
    const short = await add(token, { ...dz, nationalID: "12345678" });
    expect(short.status).toBe(400);
    expect(short.body.fields).toEqual({ nationalID: "nationalIDValid" });
    expect(await app.db("address_book").where({ customer_id: customer.id })).toHaveLength(0);
    const ok = await add(token, { ...dz, nationalID: " 123456789 " });
    expect(ok.status).toBe(201);
    expect(ok.body.address.nationalID).toBe("123456789");
  });

  it("refuses missing fields and Arabic letters in address fields, and writes nothing", async () => {
    const { customer, token } = await signedIn();
    const missing = await add(token, {});
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toEqual({
      name: "nameRequired",
      country: "countryRequired",
      city: "cityRequired",
      zip: "zipRequired",
      addressLineOne: "addressLineOneRequired",
      phone: "phoneRequired",
    });
    const arabic = await add(token, { ...address, city: "وهران", addressLineTwo: "شارع" });
    expect(arabic.status).toBe(400);
    expect(arabic.body.fields).toEqual({ city: "noArabicLetters", addressLineTwo: "noArabicLetters" });
    const badCountry = await add(token, { ...address, country: "XX" });
    expect(badCountry.body.fields).toEqual({ country: "invalidCountry" });
    const badPhone = await add(token, { ...address, phone: "+33 ٦١٢٣٤٥٦٧٨" });
    expect(badPhone.body.fields).toEqual({ phone: "noArabicNumbers" });
    expect(await app.db("address_book").where({ customer_id: customer.id })).toHaveLength(0);
  });
});

describe("#users.addresses.add limit", () => {
  it("refuses a 101st address with 409 ADDRESS_LIMIT", async () => {
    const { customer, token } = await signedIn();
    await app.db("address_book").insert(
      Array.from({ length: 100 }, (_, i) => ({
        customer_id: customer.id,
        title: `Address ${i}`,
        name: "Amina Benali",
        country: "FR",
        city: "Lyon",
        zip: "69001",
        address_line_one: "3 place Bellecour",
        phone: "+33612345678",
      })),
    );
    const res = await add(token, address);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe("ADDRESS_LIMIT");
    expect(await app.db("address_book").where({ customer_id: customer.id })).toHaveLength(100);
  });
});

describe("#users.addresses.get", () => {
  it("lists only the customer's live addresses, oldest first, paged", async () => {
    const { token } = await signedIn();
    const other = await signedIn();
    await add(other.token, address);
    for (const title of ["A", "B", "C"]) await add(token, { ...address, title });
    const all = await app.request("GET", "/api/users/addresses/get", { token });
    expect(all.status).toBe(200);
    expect(all.body).toMatchObject({ error: false, count: 3, pageCount: 1 });
    expect(all.body.addresses.map((a: { title: string }) => a.title)).toEqual(["A", "B", "C"]);
    const page = await app.request("GET", "/api/users/addresses/get?page=1&perPage=2", { token });
    expect(page.body).toMatchObject({ count: 3, pageCount: 2 });
    expect(page.body.addresses.map((a: { title: string }) => a.title)).toEqual(["C"]);
    const bad = await app.request("GET", "/api/users/addresses/get?page=-1", { token });
    expect(bad.status).toBe(400);
  });
});

describe("#users.address.update", () => {
  it("rewrites the address and keeps its title when none is given", async () => {
    const { token } = await signedIn();
    const created = (await add(token, address)).body.address;
    const res = await app.request("POST", "/api/users/address/update", {
      token,
      body: { ...address, addressId: created._id, city: "Paris", zip: "75002", title: "" },
    });
    expect(res.status).toBe(200);
    expect(res.body.address).toMatchObject({ title: "My First Address", city: "Paris", zip: "75002" });
  });

  it("clears the national ID when the country leaves Algeria, and checks it when it arrives there", async () => {
    const { token } = await signedIn();
    const created = (await add(token, { ...address, country: "DZ", nationalID: "1234567890" })).body.address;
    const moved = await app.request("POST", "/api/users/address/update", {
      token,
      body: { ...address, addressId: created._id, nationalID: "1234567890" },
    });
    expect(moved.body.address).toMatchObject({ country: "FR", nationalID: "" });
    const back = await app.request("POST", "/api/users/address/update", {
      token,
      body: { ...address, addressId: created._id, country: "DZ" },
    });
    expect(back.status).toBe(400);
    expect(back.body.fields).toEqual({ nationalID: "nationalIDRequired" });
  });

  it("answers 404 for another customer's address and changes nothing", async () => {
    const owner = await signedIn();
    const created = (await add(owner.token, address)).body.address;
    const { token } = await signedIn();
    const res = await app.request("POST", "/api/users/address/update", {
      token,
      body: { ...address, addressId: created._id, city: "Nice" },
    });
    expect(res.status).toBe(404);
    expect((await app.db("address_book").where({ id: created._id }).first()).city).toBe("Lyon");
  });

  it("answers 400 for an id that is not one", async () => {
    const { token } = await signedIn();
    const res = await app.request("POST", "/api/users/address/update", {
      token,
      body: { ...address, addressId: "42" },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({ addressId: "invalidId" });
  });
});

describe("#users.addresses.delete", () => {
  it("deletes the customer's address, softly, once", async () => {
    const { token } = await signedIn();
    const created = (await add(token, address)).body.address;
    const res = await app.request("POST", "/api/users/addresses/delete", { token, body: { addressId: created._id } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ error: false, message: "The address was deleted successfully" });
    expect((await app.db("address_book").where({ id: created._id }).first()).deleted_at).not.toBeNull();
    expect((await app.request("GET", "/api/users/addresses/get", { token })).body.count).toBe(0);
    const again = await app.request("POST", "/api/users/addresses/delete", { token, body: { addressId: created._id } });
    expect(again.status).toBe(404);
  });

  it("answers 404 for another customer's address and deletes nothing", async () => {
    const owner = await signedIn();
    const created = (await add(owner.token, address)).body.address;
    const { token } = await signedIn();
    const res = await app.request("POST", "/api/users/addresses/delete", { token, body: { addressId: created._id } });
    expect(res.status).toBe(404);
    expect((await app.db("address_book").where({ id: created._id }).first()).deleted_at).toBeNull();
  });

  it("skips a default title still in use after a deletion", async () => {
    const { token } = await signedIn();
    const first = (await add(token, address)).body.address;
    await add(token, address);
    await app.request("POST", "/api/users/addresses/delete", { token, body: { addressId: first._id } });
    // One address is left, "My Second Address": the next number, two, is taken, so three.
    expect((await add(token, address)).body.address.title).toBe("My Third Address");
  });
});
