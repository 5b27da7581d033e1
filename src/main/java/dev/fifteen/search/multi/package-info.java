/**
 * Optimal solutions in the multi-tile metric (a straight run of the blank is one move): IDA* over alternating
 * vertical and horizontal moves ({@code MultiTileSolver}, its iterations and kernel in {@code MultiTileSearch}),
 * bounded by the walking distance counted in multi-tile moves and raised by the multi-tile pattern tables, which
 * {@code StoredMultiTileTables} keeps in the {@code TableStore} ({@code MultiTileRecipe} makes them). Imports
 * {@code search} and {@code puzzle}; not the other solvers, no framework.
 */
package dev.fifteen.search.multi;
