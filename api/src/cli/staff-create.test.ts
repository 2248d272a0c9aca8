import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { createTestDatabase } from "@ipf/db/testing";
import { verifyPassword } from "../lib/passwords.js";

const { db, url } = await createTestDatabase();
const command = fileURLToPath(new URL("./staff-create.ts", import.meta.url));
const root = fileURLToPath(new URL("../../..", import.meta.url));

/** Runs the command as an operator's script would: arguments, and the password piped on standard input. */
function run(args: string[], stdin: string): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--conditions=@ipf/source", "--import", "tsx", command, ...args], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: "production" },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

const staffCount = async () => Number(((await db("staff").count({ n: "*" })) as { n: string }[])[0]!.n);

describe("staff:create", () => {
  it("creates the first admin with the password read from standard input", async () => {
    const result = await run(
      ["--group", "1", "--username", "Boss", "--name", "Nadia Haddad", "--email", "boss@example.com"],
      "first-admin-password\n",
    );
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Created boss (group 1)");
    const row = await db("staff").where({ username: "boss" }).first();
    expect(row).toMatchObject({ group_id: 1, full_name: "Nadia Haddad", email: "boss@example.com", is_active: true });
    expect(await verifyPassword(row.password_hash, "first-admin-password")).toBe(true);
    expect(JSON.stringify(result)).not.toContain("first-admin-password");
  });

  it("refuses a taken username, a short password and bad arguments, creating nothing", async () => {
    const before = await staffCount();
    const taken = await run(["--group", "1", "--username", "boss", "--name", "Someone"], "another-password\n");
    expect(taken).toMatchObject({ code: 1, stdout: "" });
    expect(taken.stderr).toContain("already taken");
    const email = await run(
      ["--group", "2", "--username", "desk", "--name", "Desk", "--email", "BOSS@example.com"],
      "long-enough-pw\n",
    );
    expect(email).toMatchObject({ code: 1, stdout: "" });
    expect(email.stderr).toContain("Another staff account has the e-mail address boss@example.com");
    const short = await run(["--group", "2", "--username", "desk", "--name", "Desk"], "short\n");
    expect(short.code).toBe(1);
    expect(short.stderr).toContain("at least 8 characters");
    const group = await run(["--group", "7", "--username", "desk", "--name", "Desk"], "long-enough-pw\n");
    expect(group.code).toBe(1);
    expect(group.stderr).toContain("--group must be 1");
    const missing = await run(["--group", "2"], "long-enough-pw\n");
    expect(missing.stderr).toContain("--username is required");
    expect(missing.stderr).toContain("--name is required");
    // A password given as an argument is refused: it would stay in the shell history.
    const argument = await run(
      ["--group", "1", "--username", "desk", "--name", "Desk", "--password", "long-enough-pw"],
      "",
    );
    expect(argument.code).toBe(2);
    expect(argument.stderr).toContain("Usage: npm run staff:create");
    expect(await staffCount()).toBe(before);
  });
});
