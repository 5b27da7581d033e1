/**
 * What guards the door or answers outside Spring MVC ({@code fifteen.http.*}): every servlet filter, in the order
 * {@link dev.fifteen.web.edge.FilterOrder} names; request bodies received without a worker thread; the container's
 * errors, {@code /error} and the management port's errors as Problem Details; request ids, security headers,
 * CORS; the disconnect watch of long answers. Imports no feature.
 */
package dev.fifteen.web.edge;
