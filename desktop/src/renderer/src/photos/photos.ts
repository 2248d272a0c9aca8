import { useCallback, useEffect, useRef, useState } from "react";
import { compressImage } from "../devices/images";

/** One photo of the parcel: compressing, ready to upload, or a file that was not an image. */
export interface Photo {
  id: number;
  status: "compressing" | "ready" | "failed";
  blob?: Blob;
  /** An object URL of the compressed image, for the thumbnail. */
  url?: string;
}

/**
 * The photos of the parcel being received. Each one is compressed to WebP as
 * it arrives; the form may not be saved while any still is.
 */
export function usePhotos() {
  const [photos, setPhotos] = useState<Photo[]>([]);
  const nextId = useRef(1);
  const urls = useRef(new Set<string>());

  const settle = useCallback((id: number, work: Promise<Blob>) => {
    work.then(
      (blob) => {
        const url = URL.createObjectURL(blob);
        urls.current.add(url);
        setPhotos((list) => list.map((photo) => (photo.id === id ? { id, status: "ready", blob, url } : photo)));
      },
      () => setPhotos((list) => list.map((photo) => (photo.id === id ? { id, status: "failed" } : photo))),
    );
  }, []);

  const add = useCallback(
    (work: Promise<Blob>) => {
      const id = nextId.current++;
      setPhotos((list) => [...list, { id, status: "compressing" }]);
      settle(id, work);
    },
    [settle],
  );

  const addFiles = useCallback(
    (files: Iterable<File>) => {
      for (const file of files) add(compressImage(file));
    },
    [add],
  );

  const replace = useCallback(
    (id: number, work: Promise<Blob>) => {
      setPhotos((list) => list.map((photo) => (photo.id === id ? { id, status: "compressing" } : photo)));
      settle(id, work);
    },
    [settle],
  );

  const remove = useCallback((id: number) => setPhotos((list) => list.filter((photo) => photo.id !== id)), []);
  const clear = useCallback(() => setPhotos([]), []);

  // Thumbnails of photos no longer shown are released.
  useEffect(() => {
    const shown = new Set(photos.map((photo) => photo.url).filter(Boolean));
    for (const url of urls.current) {
      if (!shown.has(url)) {
        URL.revokeObjectURL(url);
        urls.current.delete(url);
      }
    }
  }, [photos]);

  return {
    photos,
    compressing: photos.some((photo) => photo.status === "compressing"),
    ready: photos.flatMap((photo) => (photo.status === "ready" && photo.blob ? [photo.blob] : [])),
    add,
    addFiles,
    replace,
    remove,
    clear,
  };
}

export type Photos = ReturnType<typeof usePhotos>;
