package dev.fifteen.parity;

/**
 * The numbers that decide reachability, for one board.
 *
 * @param inversions         N: pairs of tiles out of order in reading order, the blank left out
 * @param blankRow           the blank's row, 0-based from the top
 * @param blankColumn        the blank's column, 0-based from the left
 * @param blankRowFromBottom r: the blank's row distance from the bottom row (0 on the bottom row)
 * @param parity             the invariant's parity under the deciding rule: N mod 2 on an odd width or a
 *                           single line, (N + r) mod 2 on an even width
 */
public record Invariant(long inversions, int blankRow, int blankColumn, int blankRowFromBottom, int parity) {}
