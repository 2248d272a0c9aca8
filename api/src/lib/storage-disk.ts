import { randomUUID } from "node:crypto";
import { createReadStream } from "node:fs";
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, join, relative, sep } from "node:path";
import { createStorage, type FileInfo, type FileStore, type Storage, type StorageOptions } from "./storage.js";

/** Uploads in a folder of the local disk (UPLOAD_DIR): the default, for one machine. */
export function diskFiles(root: string): FileStore {
  const pathOf = (key: string) => join(root, key);
  const infoOf = async (key: string): Promise<FileInfo | undefined> => {
    const info = await stat(pathOf(key)).catch(() => undefined);
    return info?.isFile() ? { size: info.size, modified: info.mtime } : undefined;
  };
  return {
    async put(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written aside, then renamed over: a reader never sees half a file.
      const partial = `${target}.${randomUUID()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, target);
    },
    get: (key) => readFile(pathOf(key)).catch(() => undefined),
    stat: infoOf,
    async open(key) {
      const info = await infoOf(key);
      return info && { ...info, body: createReadStream(pathOf(key)) };
    },
    remove: (key) => rm(pathOf(key), { force: true }),
    async list(prefix) {
      const folder = prefix.includes("/") ? prefix.slice(0, prefix.lastIndexOf("/")) : "";
      const entries = await readdir(pathOf(folder), { recursive: true, withFileTypes: true }).catch(() => []);
      return entries
        .filter((entry) => entry.isFile() && !entry.name.endsWith(".part"))
        .map((entry) => relative(root, join(entry.parentPath, entry.name)).split(sep).join("/"))
        .filter((key) => key.startsWith(prefix))
        .sort();
    },
    async listChangedBefore(prefix, before) {
      const entries = await readdir(pathOf(prefix), { recursive: true, withFileTypes: true }).catch(() => []);
      const keys: string[] = [];
      for (const entry of entries) {
        if (!entry.isFile()) continue;
        const path = join(entry.parentPath, entry.name);
        const changed = await stat(path).then(
          (info) => info.mtimeMs,
          () => Infinity,
        );
        if (changed < before.getTime()) keys.push(relative(root, path).split(sep).join("/"));
      }
      return keys.sort();
    },
  };
}

export function createDiskStorage(root: string, options: StorageOptions = {}): Storage {
  return createStorage(diskFiles(root), options);
}
