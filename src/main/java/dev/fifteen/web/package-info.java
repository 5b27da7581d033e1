/**
 * What every web feature shares: Problem Details, the OpenAPI header, board input with its size limit
 * ({@code fifteen.board.*}), the domain beans, and the service's edge ({@code fifteen.http.*}): request bodies
 * received without a worker thread within a size limit and a deadline, the container's errors and
 * {@code /error} as Problem Details, request ids, security headers, CORS for the API, ASCII-only numbers. Must not import a feature package ({@code web.solve}, ...); the
 * features import it.
 */
package dev.fifteen.web;
