/**
 * The API version: read from the {@code API-Version} request header (1, the only one, when absent), checked by
 * Spring MVC, and echoed on every answer. Imports no feature.
 */
package dev.fifteen.web.version;
