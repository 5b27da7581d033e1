package dev.fifteen.parity;

/**
 * Whether a board can reach a goal, with the numbers that prove it.
 *
 * @param solvable    whether some sequence of slides turns the board into the goal
 * @param rule        which form of the invariant decided
 * @param board       the board's invariant
 * @param goal        the goal's invariant
 * @param explanation one sentence with the arithmetic
 * @param swap        for an unsolvable board, two tiles whose exchange makes it solvable; {@code null} when
 *                    the board is solvable or no single exchange helps (possible only on a single line)
 * @param reason      the argument that decided and its numbers, from which the explanation is worded
 */
public record Verdict(
        boolean solvable,
        Rule rule,
        Invariant board,
        Invariant goal,
        String explanation,
        TileSwap swap,
        Reason reason) {}
