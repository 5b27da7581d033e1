/**
 * Optimal solutions of the 5 x 5 board (the 24-puzzle): Korf and Felner's 6-6-6-6 additive pattern databases with
 * their reflection in the main diagonal, built by {@link dev.fifteen.search.pdb.RegionTableBuilder}, kept in a
 * checksummed file and made on first demand, in the {@code TableStore}
 * ({@link dev.fifteen.search.twentyfour.TwentyFourTableStore}), the
 * IDA* that reads them directly ({@link dev.fifteen.search.twentyfour.TwentyFourSolver}), and their view through the
 * {@code Heuristic} contract for the other searches ({@link dev.fifteen.search.twentyfour.TwentyFourHeuristic}, handed
 * out by the store). Plain Java.
 */
package dev.fifteen.search.twentyfour;
