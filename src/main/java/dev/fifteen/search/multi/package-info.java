/**
 * Optimal solutions in the multi-tile metric (a straight run of the blank is one move): IDA* over alternating
 * vertical and horizontal moves, bounded by the walking distance counted in multi-tile moves. Imports
 * {@code search} and {@code puzzle}; not the other solvers, no framework.
 */
package dev.fifteen.search.multi;
