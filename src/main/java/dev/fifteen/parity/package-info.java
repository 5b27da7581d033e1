/**
 * The solvability invariant: inversion count, blank row, and the verdict with its explanation, decided once per
 * request. Plain Java: imports only {@code puzzle} (and {@code problem}), nothing of Spring, Jackson or the web.
 */
package dev.fifteen.parity;
