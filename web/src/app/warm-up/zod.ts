import { z } from "zod";

/** zod, for the warm-up's first step, by a binding the site uses: the bundle keeps only what it uses. */
export const zod = z.string;
