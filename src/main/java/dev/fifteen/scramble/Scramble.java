package dev.fifteen.scramble;

import dev.fifteen.puzzle.Board;

/**
 * A scrambled board and how it was drawn: enough to draw it again.
 *
 * @param board    the scrambled board, which can always reach the goal
 * @param goal     the goal it was scrambled from
 * @param seed     the seed of the {@link SplitMix64} generator that drew it
 * @param method   the method that drew it
 * @param moves    for {@link ScrambleMethod#WALK}, the number of slides made; otherwise {@code null}
 * @param slides   for {@link ScrambleMethod#WALK} when recorded, the tile moved by each slide, in order;
 *                 otherwise {@code null}
 * @param distance for {@link ScrambleMethod#DISTANCE}, the board's optimal distance from the goal; otherwise
 *                 {@code null}
 */
public record Scramble(
        Board board, Board goal, long seed, ScrambleMethod method, Integer moves, int[] slides, Integer distance) {}
