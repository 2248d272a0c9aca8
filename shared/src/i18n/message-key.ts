/**
 * A validation message key with the values its text interpolates: the limit
 * a field broke travels with the key, through the API's `fields` map too
 * ("maxChars?max=60" reads "At most 60 characters"). A key without values is
 * written as before ("nameRequired").
 */
export type MessageValues = Record<string, string | number>;

export function messageWith(key: string, values: MessageValues): string {
  const query = Object.entries(values).map(([name, value]) => `${name}=${encodeURIComponent(String(value))}`);
  return `${key}?${query.join("&")}`;
}

export function readMessage(message: string): { key: string; values: Record<string, string> } {
  const at = message.indexOf("?");
  if (at < 0) return { key: message, values: {} };
  const values: Record<string, string> = {};
  for (const pair of message.slice(at + 1).split("&")) {
    const [name = "", value = ""] = pair.split("=");
    if (name) values[name] = decodeURIComponent(value);
  }
  return { key: message.slice(0, at), values };
}

/** "At most {{max}} characters": the message of every text field's length limit. */
export const maxChars = (max: number) => messageWith("maxChars", { max });
