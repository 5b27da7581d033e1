/**
 * {@code /scramble}: its controller, {@code ScrambleService} (defaults and limits, checked before drawing),
 * request, response and {@code fifteen.scramble.*} properties. Imports the domain and the shared
 * {@code dev.fifteen.web}; never another feature.
 */
package dev.fifteen.web.scramble;
