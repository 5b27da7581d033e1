/**
 * {@code /solve} as a server-sent event stream ({@code Accept: text/event-stream}): the search's bounds and early
 * solutions as they come, its figures on a tick, the answer or the problem last. Imports the domain,
 * {@code dev.fifteen.web.solve} and the shared rooms; no other feature.
 */
package dev.fifteen.web.solve.stream;
