import { availableParallelism } from "node:os";

/**
 * Imported first by the entry point, before anything can use libuv's thread
 * pool: one pool thread per core (at least two) unless UV_THREADPOOL_SIZE
 * says otherwise. The pool decodes and encodes photos (sharp) beside file
 * and crypto work; the default of four threads on a two-core machine only
 * multiplied glibc's per-thread memory arenas: after the benchmark's burst
 * of intake the API's peak resident memory was 363 MB in one run with four
 * threads, 297 MB with two.
 */
process.env.UV_THREADPOOL_SIZE ??= String(Math.max(2, availableParallelism()));
