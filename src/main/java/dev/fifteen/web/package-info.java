/**
 * What every web feature shares: Problem Details, the OpenAPI header, board input with its size limit
 * ({@code fifteen.board.*}), the domain beans. Must not import a feature package ({@code web.solve}, ...); the
 * features import it.
 */
package dev.fifteen.web;
