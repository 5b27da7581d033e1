/**
 * The fast solver for boards of any size: line-by-line reduction with path compression, its windows shortened by a
 * local optimal search on large boards, a bounded weighted A* on mid-size boards, and the lower bound they report.
 * Imports {@code search} and the board model; not the other solvers, no framework.
 */
package dev.fifteen.search.fast;
