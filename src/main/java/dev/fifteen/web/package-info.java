/**
 * What every web feature shares: Problem Details (one advice, one hand-written form for answers outside Spring
 * MVC), board input with its size limit ({@code fifteen.board.*}) and the parity proof on the wire, and OpenAPI.
 * Must not import a feature package, nor {@code web.edge}: the features and the edge import it.
 */
package dev.fifteen.web;
