/**
 * The sliding game of Project Euler 313: S(m, n), an optimal slide sequence, and the count of grids with
 * S(m, n) = p^2. Plain Java: imports only {@code numbertheory}; no framework, no web.
 */
package dev.fifteen.slidinggame;
