/**
 * The language of the service's human sentences: {@code Accept-Language} chosen among English, Traditional and
 * Simplified Chinese, the message bundles, and {@code Content-Language} on every answer. Imports no feature.
 */
package dev.fifteen.web.language;
