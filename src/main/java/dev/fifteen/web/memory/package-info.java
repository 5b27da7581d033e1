/**
 * The memory budget: every request whose memory grows with its parameters takes its estimated bytes from one
 * budget (a share of the heap) before the work starts and gives them back once its answer is written; a spent
 * budget is a 503 with Retry-After, never an {@link java.lang.OutOfMemoryError}. Imports nothing from the
 * features or from {@code dev.fifteen.web}, which both use it.
 */
package dev.fifteen.web.memory;
