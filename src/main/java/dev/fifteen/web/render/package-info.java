/**
 * {@code /render}: pictures of boards, SVG (still or animated) and PNG, cached by ETag. Imports the domain and the
 * shared {@code dev.fifteen.web}; never another feature.
 */
package dev.fifteen.web.render;
