/**
 * {@code /sliding-game/*}: the controller, {@code SlidingGameLimits}, the cached counts, the responses and
 * {@code fifteen.sliding-game.*} properties. Imports the domain and the shared {@code dev.fifteen.web}; never
 * another feature.
 */
package dev.fifteen.web.slidinggame;
